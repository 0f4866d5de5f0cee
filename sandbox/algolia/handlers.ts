/**
 * The Algolia Search REST API over the sandbox's indexes: multi-index queries, single-index
 * queries (POST and the legacy GET), and facet-value search. Credentials come in headers or, as
 * browser clients send them, in `x-algolia-*` query parameters.
 */
import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import type {Handler} from '../http/router';
import {isPlainObject, type AlgoliaRecord} from './attributes';
import {runFacetQuery, runQuery, type SearchIndex} from './engine';
import {
  AlgoliaError,
  INDEX_DOES_NOT_EXIST,
  INVALID_CREDENTIALS,
  algoliaErrorResponse,
  badRequest,
  credential,
} from './errors';
import {parseParamsString, readSearchParams, toParamsString} from './params';

export type IndexLookup = (name: string) => SearchIndex | undefined;

/** Attributes holding sandbox paths (`/f/...`), answered as absolute URLs on the request's origin. */
const PATH_ATTRIBUTES = ['image', 'product_image'];

/** Keys of a query object that say what to query rather than how. */
const REQUEST_KEYS = new Set(['indexName', 'type', 'facet', 'facetName', 'params']);

export function createMultiQueryHandler(
  config: SandboxConfig['algolia'],
  lookup: IndexLookup,
): Handler {
  return guarded(config, async (request, params) => {
    if (params.index !== '*') throw new AlgoliaError(INDEX_DOES_NOT_EXIST, 404);
    const body = await readBody(request);
    if (!Array.isArray(body.requests)) {
      throw badRequest('Invalid value for "requests" parameter, expected array of objects');
    }
    const origin = new URL(request.url).origin;
    const queries = body.requests.map((item) => {
      if (!isPlainObject(item) || typeof item.indexName !== 'string') {
        throw badRequest('Missing parameter: indexName');
      }
      return {index: findIndex(lookup, item.indexName), query: item};
    });
    const results = queries.map(({index, query}) => {
      const raw = rawParams(query);
      if (query.type === 'facet') {
        return facetResult(index, facetNameOf(query), raw);
      }
      return hitsResult(index, raw, origin);
    });
    return json({results});
  });
}

export function createQueryHandler(config: SandboxConfig['algolia'], lookup: IndexLookup): Handler {
  return guarded(config, async (request, params) => {
    const index = findIndex(lookup, params.index);
    return json(hitsResult(index, rawParams(await readBody(request)), new URL(request.url).origin));
  });
}

/** `GET /1/indexes/{index}?query=…`: the oldest form of a search, parameters in the URL. */
export function createUrlQueryHandler(
  config: SandboxConfig['algolia'],
  lookup: IndexLookup,
): Handler {
  return guarded(config, async (request, params) => {
    const index = findIndex(lookup, params.index);
    const url = new URL(request.url);
    const raw = Object.fromEntries(
      [...url.searchParams].filter(([name]) => !name.toLowerCase().startsWith('x-algolia-')),
    );
    return json(hitsResult(index, raw, url.origin));
  });
}

export function createFacetQueryHandler(
  config: SandboxConfig['algolia'],
  lookup: IndexLookup,
): Handler {
  return guarded(config, async (request, params) => {
    const index = findIndex(lookup, params.index);
    return json(facetResult(index, params.facet, rawParams(await readBody(request))));
  });
}

function hitsResult(index: SearchIndex, raw: Record<string, unknown>, origin: string) {
  const started = performance.now();
  const result = runQuery(index, readSearchParams(raw), (hit) => withAbsoluteUrls(hit, origin));
  const elapsed = Math.max(1, Math.round(performance.now() - started));
  return {
    ...result,
    params: toParamsString(raw),
    index: index.name,
    processingTimeMS: elapsed,
    serverTimeMS: elapsed,
  };
}

function facetResult(index: SearchIndex, facetName: string, raw: Record<string, unknown>) {
  const started = performance.now();
  const facetHits = runFacetQuery(index, facetName, readSearchParams(raw));
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}

function facetNameOf(query: Record<string, unknown>): string {
  const name = query.facet ?? query.facetName;
  if (typeof name !== 'string' || name === '') throw badRequest('Missing parameter: facet');
  return name;
}

/** A query's parameters: its URL-encoded `params` (or a params object), overlaid by JSON properties. */
function rawParams(query: Record<string, unknown>): Record<string, unknown> {
  const {params} = query;
  const base =
    typeof params === 'string' ? parseParamsString(params) : isPlainObject(params) ? params : {};
  const own = Object.entries(query).filter(([name]) => !REQUEST_KEYS.has(name));
  return {...base, ...Object.fromEntries(own)};
}

function findIndex(lookup: IndexLookup, name: string | undefined): SearchIndex {
  const index = name === undefined ? undefined : lookup(name);
  if (!index) throw new AlgoliaError(INDEX_DOES_NOT_EXIST, 404);
  return index;
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON');
  }
  if (!isPlainObject(body)) throw badRequest('Invalid JSON');
  return body;
}

function withAbsoluteUrls(hit: AlgoliaRecord, origin: string): AlgoliaRecord {
  const absolute = {...hit};
  for (const name of PATH_ATTRIBUTES) {
    const value = absolute[name];
    if (typeof value === 'string' && value.startsWith('/')) absolute[name] = origin + value;
  }
  return absolute;
}

/** Checks the credentials, then turns thrown Algolia errors into their answers. */
function guarded(config: SandboxConfig['algolia'], handler: Handler): Handler {
  return async (request, params) => {
    try {
      if (!hasValidCredentials(request, config)) throw new AlgoliaError(INVALID_CREDENTIALS, 403);
      return await handler(request, params);
    } catch (error) {
      if (error instanceof AlgoliaError) return algoliaErrorResponse(error);
      throw error;
    }
  };
}

function hasValidCredentials(request: Request, config: SandboxConfig['algolia']): boolean {
  const key = credential(request, 'x-algolia-api-key');
  return (
    credential(request, 'x-algolia-application-id') === config.appId &&
    (key === config.searchKey || key === config.adminKey)
  );
}
