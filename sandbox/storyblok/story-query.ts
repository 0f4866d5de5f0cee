/**
 * The filters and sorting of `GET /v2/cdn/stories`, applied to every story of the requested
 * version. Paging happens afterwards, so `total` counts what the filters let through.
 */
import {matchesFilterQuery, parseFilterQuery, toTime} from './filter-query';
import {readNestedParam} from './nested-params';
import type {DeliveredStory} from './story-fields';

export function selectStories(
  stories: DeliveredStory[],
  params: URLSearchParams,
): DeliveredStory[] {
  const filters = storyFilters(params);
  const selected = stories.filter((story) => filters.every((filter) => filter(story)));
  const ordered = list(params.get('by_uuids_ordered'));
  if (ordered.length > 0) {
    return ordered.flatMap((uuid) => selected.filter((story) => story.uuid === uuid));
  }
  return sortStories(selected, params.get('sort_by'));
}

type StoryFilter = (story: DeliveredStory) => boolean;

function storyFilters(params: URLSearchParams): StoryFilter[] {
  const filters: StoryFilter[] = [];
  const text = (name: string) => params.get(name) ?? '';

  const startsWith = text('starts_with').replace(/^\/+/, '');
  if (startsWith) filters.push((story) => story.full_slug.startsWith(startsWith));

  const bySlugs = list(params.get('by_slugs')).map(slugPattern);
  if (bySlugs.length > 0)
    filters.push((story) => bySlugs.some((slug) => slug.test(story.full_slug)));

  const excludingSlugs = list(params.get('excluding_slugs')).map(slugPattern);
  if (excludingSlugs.length > 0) {
    filters.push((story) => !excludingSlugs.some((slug) => slug.test(story.full_slug)));
  }

  const uuids = [...list(params.get('by_uuids')), ...list(params.get('by_uuids_ordered'))];
  if (uuids.length > 0) filters.push((story) => uuids.includes(story.uuid));

  const excludingIds = list(params.get('excluding_ids'));
  if (excludingIds.length > 0) filters.push((story) => !excludingIds.includes(String(story.id)));

  const tags = list(params.get('with_tag'));
  if (tags.length > 0) filters.push((story) => story.tag_list.some((tag) => tags.includes(tag)));

  const startpage = params.get('is_startpage');
  if (startpage !== null && startpage !== '') {
    const wanted = startpage === '1' || startpage === 'true';
    filters.push((story) => story.is_startpage === wanted);
  }

  const contentType = text('content_type');
  if (contentType) filters.push((story) => story.content.component === contentType);

  const level = Number(text('level'));
  if (Number.isInteger(level) && level > 0) {
    filters.push((story) => story.full_slug.split('/').length === level);
  }

  const searchTerm = text('search_term').trim().toLowerCase();
  if (searchTerm) filters.push((story) => searchableText(story).includes(searchTerm));

  for (const field of ['first_published_at', 'published_at', 'updated_at', 'created_at'] as const) {
    const after = toTime(params.get(`${field}_gt`));
    const before = toTime(params.get(`${field}_lt`));
    if (after !== null) filters.push((story) => (toTime(story[field]) ?? -Infinity) > after);
    if (before !== null) filters.push((story) => (toTime(story[field]) ?? Infinity) < before);
  }

  const filterQuery = parseFilterQuery(readNestedParam(params, 'filter_query'));
  if (filterQuery.all.length > 0 || filterQuery.anyOf.length > 0) {
    filters.push((story) => matchesFilterQuery(story.content, filterQuery));
  }
  return filters;
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `authors/*` matches every story under `authors/`. */
function slugPattern(slug: string): RegExp {
  const source = slug
    .replace(/^\/+/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${source.join('.*')}$`);
}

function searchableText(story: DeliveredStory): string {
  const strings: string[] = [story.name, story.slug];
  const visit = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(story.content);
  return strings.join('\n').toLowerCase();
}

interface SortKey {
  path: string[];
  descending: boolean;
  type: 'string' | 'int' | 'float';
}

/**
 * `sort_by=content.date:desc`, `position:asc`, `content.price:asc:float`, several joined by commas.
 * With no `sort_by` stories come in their folder position, newest first among equals.
 */
function sortStories(stories: DeliveredStory[], sortBy: string | null): DeliveredStory[] {
  const keys = sortBy ? list(sortBy).map(parseSortKey) : DEFAULT_SORT;
  return [...stories].sort((a, b) => {
    for (const key of keys) {
      const order = compareValues(readPath(a, key.path), readPath(b, key.path), key);
      if (order !== 0) return order;
    }
    return a.id - b.id;
  });
}

const DEFAULT_SORT: SortKey[] = [
  {path: ['position'], descending: false, type: 'string'},
  {path: ['created_at'], descending: true, type: 'string'},
];

function parseSortKey(text: string): SortKey {
  const [field, direction = 'asc', type = 'string'] = text.split(':');
  return {
    path: field.split('.'),
    descending: direction.toLowerCase() === 'desc',
    type: type === 'int' || type === 'float' ? type : 'string',
  };
}

function readPath(story: DeliveredStory, path: string[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)[key]
        : undefined,
    story,
  );
}

/** Missing values go last whichever the direction, so undated stories never lead a list. */
function compareValues(left: unknown, right: unknown, key: SortKey): number {
  const a = sortable(left, key.type);
  const b = sortable(right, key.type);
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return key.descending ? -order : order;
}

function sortable(value: unknown, type: SortKey['type']): string | number | null {
  if (value === undefined || value === null || value === '') return null;
  if (type === 'int' || type === 'float' || typeof value === 'number') {
    const number = type === 'int' ? parseInt(String(value), 10) : Number(value);
    return Number.isNaN(number) ? null : number;
  }
  return String(value);
}
