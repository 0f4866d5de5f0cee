import type {Blok} from './content-types';

/**
 * Seed files keep asset paths root-relative (`/f/100001/...`) so they work on any port; Storyblok
 * answers with absolute URLs, so they are made absolute on the sandbox's own origin.
 */
export function absolutizeAssetUrls<T>(value: T, origin: string): T {
  return mapStrings(value, (text) => (text.startsWith('/f/') ? `${origin}${text}` : text));
}

/**
 * Draft answers carry Storyblok's visual-editor marker on every blok, which `storyblokEditable()`
 * turns into the `data-blok-*` attributes the editor bridge looks for.
 */
export function addEditableMarkers(content: Blok, storyId: number, spaceId: number): Blok {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]) => [key, visit(child)] as const);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    if (typeof object.component === 'string' && typeof object._uid === 'string') {
      const marker = JSON.stringify({
        name: object.component,
        space: String(spaceId),
        uid: object._uid,
        id: String(storyId),
      });
      object._editable = `<!--#storyblok#${marker}-->`;
    }
    return object;
  };
  return visit(content) as Blok;
}

function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mapStrings(child, map)]),
    ) as T;
  }
  return value;
}
