/**
 * The store's original listing addresses: the search state as InstantSearch's JSON UI state
 * (`?state={"refinementList":{"meta.gpp.size_ounces":["8"]},"sortBy":"…_each_price_asc","page":2}`)
 * and content results as a flag (`?content=true`). Bookmarks, e-mails and content still carry them,
 * so they are read into today's parameters (`state.ts`); whatever does not read is dropped, as
 * anything malformed in today's parameters is.
 */
import {FILTERS, type FilterDefinition} from './filters';
import {SORT_OPTIONS} from './state';

/** Today's address for an original one, or null when the address carries neither old parameter. */
export function legacyListingPath(url: URL, filters: readonly FilterDefinition[] = FILTERS): string | null {
  const params = url.searchParams;
  const state = readJson(params.get('state'));
  const content = params.get('content');
  if (!state && content === null) return null;

  const next = new URLSearchParams([...params].filter(([name]) => name !== 'content' && (!state || name !== 'state')));
  if (content === 'true' || content === '1') next.set('tab', 'content');
  if (state) {
    for (const [name, value] of stateParams(uiState(state), filters)) {
      // The address's own parameters win over the same ones inside the old state.
      if (!params.has(name)) next.append(name, value);
    }
  }
  const search = next.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

type Json = Record<string, unknown>;

function readJson(text: string | null): Json | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

const UI_STATE_KEYS = ['query', 'refinementList', 'range', 'toggle', 'sortBy', 'page', 'hitsPerPage'];

/** InstantSearch's routing state is keyed by index name; its UI state for one index is what counts. */
function uiState(state: Json): Json {
  if (UI_STATE_KEYS.some((key) => key in state)) return state;
  return Object.values(state).find(isObject) ?? {};
}

function stateParams(state: Json, filters: readonly FilterDefinition[]): [string, string][] {
  const found: [string, string][] = [];
  const named = (key: string) => filters.find((filter) => filter.param === key || ('facetValue' in filter && filter.facetValue === key));

  if (typeof state.query === 'string') found.push(['query', state.query]);
  for (const [key, values] of entries(state.refinementList)) {
    const filter = named(key);
    if (filter?.type !== 'refinementList' || !Array.isArray(values)) continue;
    for (const value of values) if (typeof value === 'string' || typeof value === 'number') found.push([filter.param, String(value)]);
  }
  for (const [key, value] of entries(state.range)) {
    const filter = named(key);
    if (filter?.type !== 'rangeSlider') continue;
    const range = isObject(value) ? `${value.min ?? ''}:${value.max ?? ''}` : value;
    if (typeof range === 'string') found.push([filter.param, range]);
  }
  for (const [key, on] of entries(state.toggle)) {
    for (const filter of filters) {
      const choice = filter.type === 'icons' ? filter.choices.find((each) => each.facetValue === key) : undefined;
      if (choice && (on === true || on === 'true')) found.push([filter.param, choice.value]);
    }
  }
  if (typeof state.sortBy === 'string') {
    const sort = SORT_OPTIONS.find((option) => option.indexSuffix && (state.sortBy as string).endsWith(option.indexSuffix));
    if (sort) found.push(['sort', sort.value]);
  }
  if (typeof state.page === 'number' || typeof state.page === 'string') found.push(['page', String(state.page)]);
  if (typeof state.hitsPerPage === 'number' || typeof state.hitsPerPage === 'string') {
    found.push(['per_page', String(state.hitsPerPage)]);
  }
  return found;
}

function entries(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
