/**
 * The attributes by which Storyblok's visual editor finds a block in the page (`data-blok-c`,
 * `data-blok-uid`), read from the draft's `_editable` comment; none for published content (lean
 * stories carry no `_editable`) or an unreadable one. Storyblok's own helper does the same, but
 * importing it brings the SDK's bridge loader into every page.
 */
export function storyblokEditable(blok: unknown): Record<string, string> {
  if (typeof blok !== 'object' || blok === null) return {};
  const editable = (blok as {_editable?: unknown})._editable;
  if (typeof editable !== 'string') return {};
  try {
    const marker: unknown = JSON.parse(editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, ''));
    if (typeof marker !== 'object' || marker === null) return {};
    const {id, uid} = marker as {id?: unknown; uid?: unknown};
    return {'data-blok-c': JSON.stringify(marker), 'data-blok-uid': `${String(id)}-${String(uid)}`};
  } catch {
    return {};
  }
}
