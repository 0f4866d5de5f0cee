/**
 * `resolve_relations` and `resolve_links` as Storyblok's CDN API v2 does them: the content keeps
 * the uuids, and the referenced stories come beside it in `rels` and `links`, for the client
 * (`storyblok-js-client`) to put in place.
 */
import {storyLink} from './link-objects';
import type {DeliveredStory} from './story-fields';

/** Past this many relations Storyblok sends only `rel_uuids` and the client fetches the stories. */
const MAX_INLINE_RELATIONS = 50;

export interface ReferenceSource {
  byUuid: Map<string, DeliveredStory>;
  /** The story as it goes over the wire (version, asset URLs, excluded fields). */
  present(story: DeliveredStory): DeliveredStory;
}

export type Relations = {rels: DeliveredStory[]} | {rels: []; rel_uuids: string[]};

/**
 * `resolve_relations=blog-post.category,blog-post.author`; with `resolve_level=2` (the client
 * always asks for it) the relations of the related stories come along as well.
 */
export function resolveRelations(
  stories: DeliveredStory[],
  spec: string | null,
  level: number,
  source: ReferenceSource,
): Relations {
  const fields = new Set(split(spec));
  if (fields.size === 0) return {rels: []};
  const found = new Map<string, DeliveredStory>();
  let frontier = stories;
  for (let depth = 0; depth < Math.max(1, Math.min(level, 2)); depth++) {
    const next: DeliveredStory[] = [];
    for (const uuid of frontier.flatMap((story) => relationUuids(story.content, fields))) {
      const related = source.byUuid.get(uuid);
      if (!related || found.has(uuid)) continue;
      found.set(uuid, related);
      next.push(related);
    }
    frontier = next;
  }
  if (found.size > MAX_INLINE_RELATIONS) return {rels: [], rel_uuids: [...found.keys()]};
  return {rels: [...found.values()].map((story) => source.present(story))};
}

function relationUuids(content: unknown, fields: Set<string>): string[] {
  const uuids: string[] = [];
  walkBloks(content, (blok) => {
    for (const [key, value] of Object.entries(blok)) {
      if (!fields.has(`${String(blok.component)}.${key}`)) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' && item) uuids.push(item);
      }
    }
  });
  return uuids;
}

export type LinkMode = 'url' | 'story' | 'link';

/**
 * `resolve_links=url|story|link`: every story a multilink or rich-text link points at, as a small
 * url object, the whole story, or a link object. `resolve_links_level=2` follows the links of
 * linked stories too.
 */
export function resolveLinks(
  stories: DeliveredStory[],
  mode: string | null,
  level: number,
  source: ReferenceSource,
): unknown[] {
  const linkMode = toLinkMode(mode);
  if (!linkMode) return [];
  const found = new Map<string, DeliveredStory>();
  let frontier = stories;
  for (let depth = 0; depth < Math.max(1, Math.min(level, 2)); depth++) {
    const next: DeliveredStory[] = [];
    for (const uuid of frontier.flatMap((story) => linkedUuids(story.content))) {
      const linked = source.byUuid.get(uuid);
      if (!linked || found.has(uuid)) continue;
      found.set(uuid, linked);
      next.push(linked);
    }
    frontier = next;
  }
  return [...found.values()].map((story) => {
    if (linkMode === 'story') return source.present(story);
    if (linkMode === 'link') return storyLink(story);
    return {
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      slug: story.slug,
      full_slug: story.full_slug,
      url: story.full_slug,
    };
  });
}

function toLinkMode(mode: string | null): LinkMode | null {
  if (mode === 'url' || mode === 'story' || mode === 'link') return mode;
  return mode === '1' ? 'story' : null;
}

function linkedUuids(content: unknown): string[] {
  const uuids: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    if (node.linktype === 'story' && typeof node.id === 'string' && node.id) uuids.push(node.id);
    const attrs = node.attrs as Record<string, unknown> | undefined;
    if (node.type === 'link' && attrs?.linktype === 'story' && typeof attrs.uuid === 'string') {
      uuids.push(attrs.uuid);
    }
    Object.values(node).forEach(visit);
  };
  visit(content);
  return uuids;
}

function walkBloks(value: unknown, visit: (blok: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => walkBloks(item, visit));
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  if (typeof node.component === 'string') visit(node);
  Object.values(node).forEach((child) => walkBloks(child, visit));
}

function split(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
