import type {HeaderBlok, Story} from './types';

/**
 * The story fields the storefront reads. The CDN API's other fields (alternates, group and
 * parent ids, positions, release and translation data) would ride into every page's loader data.
 */
const STORY_FIELDS = [
  'id',
  'uuid',
  'name',
  'slug',
  'full_slug',
  'published_at',
  'first_published_at',
  'content',
] as const;

/** Asset and link fields that only the editor and the Management API use. */
const EDITOR_ONLY_FIELDS = new Set(['id', 'fieldtype', 'is_external_url', 'meta_data', 'copyright']);

/** `d5fdb897-5f89-…` → `d5fdb897`: still unique within a story, a fifth of the bytes in a page. */
const UUID = /^([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A published story as pages need it: the story's own fields, and content without the editor's
 * annotations (`_editable`), with short block ids and links and assets reduced to what renders.
 * Drafts are never made lean: the visual editor finds blocks by their full ids and annotations.
 * The same story always becomes the same lean story, so a form's block id in a page still names
 * the block when the form posts back.
 */
export function leanStory<S extends Story>(story: S): S {
  const lean: Record<string, unknown> = {};
  for (const field of STORY_FIELDS) {
    if (story[field] !== undefined) lean[field] = field === 'content' ? leanValue(story.content) : story[field];
  }
  return lean as S;
}

function leanValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(leanValue);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.fieldtype === 'multilink') return leanLink(record);
  const fieldData = record.fieldtype === 'asset';
  const lean: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) {
    if (key === '_editable') continue;
    if (fieldData && (EDITOR_ONLY_FIELDS.has(key) || inner === '')) continue;
    lean[key] = key === '_uid' && typeof inner === 'string' ? shortId(inner) : leanValue(inner);
  }
  return lean;
}

/** A multilink keeps what `storyblokLinkHref` reads; a linked story only its slug. */
function leanLink(link: Record<string, unknown>): Record<string, unknown> {
  const lean: Record<string, unknown> = {};
  for (const key of ['linktype', 'url', 'cached_url', 'email', 'target', 'anchor'] as const) {
    if (typeof link[key] === 'string' && link[key] !== '') lean[key] = link[key];
  }
  if (lean.linktype !== 'story' && lean.url !== undefined) delete lean.cached_url;
  const story = link.story as {full_slug?: unknown} | null | undefined;
  if (typeof story?.full_slug === 'string') lean.story = {full_slug: story.full_slug};
  return lean;
}

function shortId(uid: string): string {
  return UUID.exec(uid)?.[1] ?? uid;
}

/**
 * Editors often copy the main navigation into the mobile one. The phone header shows the main
 * navigation when the mobile one is empty, so a copy that differs only in block ids is not sent
 * into every page a second time.
 */
export function withoutCopiedMobileNavigation(header: HeaderBlok): HeaderBlok {
  const {mobile_navigation: mobile} = header;
  if (!mobile?.length || !sameIgnoringIds(mobile, header.navigation)) return header;
  return {...header, mobile_navigation: []};
}

function sameIgnoringIds(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameIgnoringIds(x, b[i]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const keysOf = (record: object) => Object.keys(record).filter((key) => key !== '_uid' && key !== '_editable');
  const [aKeys, bKeys] = [keysOf(a), keysOf(b)];
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => Object.hasOwn(bRecord, key) && sameIgnoringIds((a as Record<string, unknown>)[key], bRecord[key]))
  );
}
