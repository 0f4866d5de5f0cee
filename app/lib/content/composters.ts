import type {StoryblokLink} from '~/lib/content/storyblok/types';

/** A composting location as the finder shows it. */
export interface ComposterLocation {
  name: string;
  /** The location's website; it opens in a new tab. */
  link: StoryblokLink | null;
}

export interface ComposterRegion {
  name: string;
  /** Sorted by name. */
  locations: ComposterLocation[];
}

export interface ComposterState {
  name: string;
  /** The state in the address: `?state=new-york`. */
  slug: string;
  /** Sorted by name. */
  regions: ComposterRegion[];
}

/** Every state with composting locations, sorted by name. */
export type ComposterDirectory = ComposterState[];

/** A composter story's fields, as editors may have left them. */
export interface ComposterFields {
  name?: unknown;
  link?: unknown;
  region?: unknown;
  state?: unknown;
}

/** `New York` → `new-york`. */
export function stateSlug(state: string): string {
  return state
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const byName = <Item extends {name: string}>(a: Item, b: Item) =>
  a.name.localeCompare(b.name, 'en', {sensitivity: 'base', numeric: true});

/**
 * Composting locations grouped by state and region, every level sorted by name. A location without
 * a name, region or state cannot be placed, so it is left out.
 */
export function composterDirectory(composters: ComposterFields[]): ComposterDirectory {
  const states = new Map<string, {name: string; regions: Map<string, ComposterLocation[]>}>();
  for (const composter of composters) {
    const name = trimmed(composter.name);
    const region = trimmed(composter.region);
    const state = trimmed(composter.state);
    const slug = stateSlug(state);
    if (!name || !region || !slug) continue;
    const entry = states.get(slug) ?? {name: state, regions: new Map<string, ComposterLocation[]>()};
    states.set(slug, entry);
    const locations = entry.regions.get(region) ?? [];
    entry.regions.set(region, locations);
    locations.push({name, link: websiteLink(composter.link)});
  }
  return [...states]
    .map(([slug, {name, regions}]) => ({
      name,
      slug,
      regions: [...regions]
        .map(([regionName, locations]) => ({name: regionName, locations: locations.sort(byName)}))
        .sort(byName),
    }))
    .sort(byName);
}

/** The state an address asks for, by slug or by name in any case; undefined when it names none. */
export function findState(directory: ComposterDirectory, requested: string | null): ComposterState | undefined {
  if (!requested) return undefined;
  const slug = stateSlug(requested);
  return directory.find((state) => state.slug === slug);
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Only what a link needs, and only when it points somewhere. */
function websiteLink(value: unknown): StoryblokLink | null {
  if (!value || typeof value !== 'object') return null;
  const link = value as StoryblokLink;
  const url = trimmed(link.url) || trimmed(link.cached_url);
  if (link.linktype === 'email') return trimmed(link.email) ? {linktype: 'email', email: trimmed(link.email)} : null;
  if (link.linktype === 'story') {
    return url || link.story?.full_slug ? {linktype: 'story', cached_url: url, story: link.story?.full_slug ? {full_slug: link.story.full_slug} : undefined} : null;
  }
  return url ? {linktype: 'url', url} : null;
}
