/**
 * Datasources (`GET /v2/cdn/datasources`) and their entries (`GET /v2/cdn/datasource_entries`),
 * one JSON file per datasource in `sandbox/data/datasources/`. An entry's `dimensions` hold its
 * value per dimension, answered as `dimension_value` when that dimension is asked for.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import {notFound, pageOf, pagingHeaders, readPage, tokenAccess, unauthorized} from './access';

export interface DatasourceDimension {
  id: number;
  name: string;
  entry_value: string;
  datasource_id: number;
  created_at: string;
  updated_at: string;
}

export interface SeedDatasource {
  id: number;
  name: string;
  slug: string;
  dimensions: DatasourceDimension[];
  entries: {id: number; name: string; value: string; dimensions?: Record<string, string>}[];
}

const MAX_PER_PAGE = 1000;

export function createDatasourceStore(seedDir: string) {
  const dir = join(seedDir, 'datasources');
  return {
    all(): SeedDatasource[] {
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SeedDatasource);
    },
  };
}

export type DatasourceStore = ReturnType<typeof createDatasourceStore>;

export function createDatasourcesHandler(
  store: DatasourceStore,
  config: SandboxConfig['storyblok'],
) {
  return async (request: Request): Promise<Response> => {
    const params = new URL(request.url).searchParams;
    if (!tokenAccess(params.get('token'), config)) return unauthorized();
    const datasources = store
      .all()
      .map(({id, name, slug, dimensions}) => ({id, name, slug, dimensions}));
    const page = readPage(params, MAX_PER_PAGE);
    return json(
      {datasources: pageOf(datasources, page)},
      {headers: pagingHeaders(datasources.length, page)},
    );
  };
}

export function createDatasourceEntriesHandler(
  store: DatasourceStore,
  config: SandboxConfig['storyblok'],
) {
  return async (request: Request): Promise<Response> => {
    const params = new URL(request.url).searchParams;
    if (!tokenAccess(params.get('token'), config)) return unauthorized();

    const slug = params.get('datasource');
    const all = store.all();
    const datasources = slug ? all.filter((datasource) => datasource.slug === slug) : all;
    if (slug && datasources.length === 0) return notFound();

    const dimension = params.get('dimension');
    const entries = datasources.flatMap((datasource) =>
      datasource.entries.map((entry) => ({
        id: entry.id,
        name: entry.name,
        value: entry.value,
        dimension_value: dimension ? entry.dimensions?.[dimension] ?? null : null,
      })),
    );
    const page = readPage(params, MAX_PER_PAGE);
    return json(
      {datasource_entries: pageOf(entries, page)},
      {headers: pagingHeaders(entries.length, page)},
    );
  };
}
