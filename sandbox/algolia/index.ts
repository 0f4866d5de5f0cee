import {loadCatalogue} from '../catalogue';
import {stockOf} from '../catalogue/inventory';
import {json} from '../http/responses';
import type {SandboxService, ServiceContext} from '../service';
import {createStoryStore} from '../storyblok/stories';
import {
  createFacetQueryHandler,
  createMultiQueryHandler,
  createQueryHandler,
  createUrlQueryHandler,
} from './handlers';
import {createIndexCatalog} from './indexes';
import {saveWithNewIdRoute, writeApiRoutes} from './write-api';
import {createWrittenRecords} from './written-records';

export function createSearchService({config, db, seedDir}: ServiceContext): SandboxService {
  const stories = createStoryStore(seedDir);
  const written = createWrittenRecords(db);
  // Tests that never search pay nothing: indexes are built on first query, or by `warmUp` when the
  // sandbox starts as a server. A reindex starts over, picking up stock sold since and edited seed
  // stories; what the write API wrote stays laid over them.
  const build = () =>
    createIndexCatalog(
      () => ({
        catalogue: loadCatalogue(),
        stories: stories.all(),
        stockOf: (variantId) => stockOf(db, variantId),
      }),
      written,
    );
  let indexes = build();
  const lookup = (name: string) => indexes.get(name);

  return {
    key: 'search',
    name: 'Algolia Search API',
    description:
      'Algolia search: product, content and query-suggestion indexes with facets, filters, typo tolerance and price-sorted replicas; the write API (admin key) saves, deletes and clears records.',
    endpoints: [
      '/1/indexes/*/queries',
      '/1/indexes/{index}/query',
      '/1/indexes/{index}/batch',
      '/1/indexes/{index}/{objectID}',
      '/1/indexes/{index}/browse',
      '/1/indexes/{index}/clear',
      '/1/indexes/{index}/task/{taskID}',
      '/__sandbox/search/reindex',
    ],
    routes: [
      {
        method: 'POST',
        pattern: '/1/indexes/:index/queries',
        handler: createMultiQueryHandler(config.algolia, lookup),
      },
      {
        method: 'POST',
        pattern: '/1/indexes/:index/query',
        handler: createQueryHandler(config.algolia, lookup),
      },
      {
        method: 'GET',
        pattern: '/1/indexes/:index',
        handler: createUrlQueryHandler(config.algolia, lookup),
      },
      {
        method: 'POST',
        pattern: '/1/indexes/:index/facets/:facet/query',
        handler: createFacetQueryHandler(config.algolia, lookup),
      },
      {
        method: 'POST',
        pattern: '/__sandbox/search/reindex',
        handler: async () => {
          indexes = build();
          return json({indexes: indexes.recordCounts()});
        },
      },
      ...writeApiRoutes(config.algolia, written, () => indexes),
      saveWithNewIdRoute(config.algolia, written, () => indexes),
    ],
    counts: () => indexes.recordCounts(),
    warmUp() {
      for (const name of Object.keys(indexes.recordCounts())) indexes.get(name);
    },
  };
}
