import {StructuredData} from '~/components/StructuredData';
import type {JsonLdBlok} from '~/lib/content/storyblok/types';

/**
 * Editor-written structured data. It is parsed and re-serialized by `StructuredData`, so the
 * editor's text never reaches the page as written. No `storyblokEditable` attributes: a script
 * element has nothing for the visual editor to outline.
 */
export function JsonLd({blok}: {blok: JsonLdBlok}) {
  const data = parseJsonLd(blok.code);
  if (data === null) {
    console.warn(`Skipping json-ld block ${blok._uid}: its code is not a JSON object or array`);
    return null;
  }
  return <StructuredData data={data} />;
}

function parseJsonLd(code: unknown): object | null {
  if (typeof code !== 'string') return null;
  try {
    const data: unknown = JSON.parse(code);
    return typeof data === 'object' && data !== null ? data : null;
  } catch {
    return null;
  }
}
