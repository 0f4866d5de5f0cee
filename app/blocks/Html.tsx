import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {sanitizeHtml} from '~/lib/content/sanitize-html';
import type {HtmlBlok} from '~/lib/content/storyblok/types';

/**
 * An editor's own markup, always through the sanitiser: the schema says "rendered as is", but what
 * reaches the page is only the allowlisted part of it (guarantee 6).
 */
export function Html({blok}: {blok: HtmlBlok}) {
  const html = sanitizeHtml(blok.code);
  if (!html.trim()) return null;
  return (
    <div
      {...storyblokEditable(blok)}
      className="space-y-3 leading-relaxed [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
}
