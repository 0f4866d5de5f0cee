import type {SandboxService, ServiceContext} from '../service';
import {
  createDatasourceEntriesHandler,
  createDatasourcesHandler,
  createDatasourceStore,
} from './datasources';
import {createSpaceHandler, createStoriesHandler, createStoryHandler} from './handlers';
import {createLinksHandler} from './links';
import {createStoryPublications} from './publications';
import {createPublishHandler} from './publish';
import {createStoryStore} from './stories';

export function createStoryblokService({config, db, seedDir}: ServiceContext): SandboxService {
  const publications = createStoryPublications(db);
  const store = createStoryStore(seedDir, publications);
  const datasources = createDatasourceStore(seedDir);
  // Storyblok bumps its cache version on every publish; here content changes when the sandbox
  // (re)starts or a seed file is edited, so the start time serves.
  const cacheVersion = Math.floor(Date.now() / 1000);
  const previewDomain = `${config.storefront.primaryDomainUrl.replace(/\/$/, '')}/`;
  const storyblok = config.storyblok;

  return {
    key: 'content',
    name: 'Storyblok CDN API',
    description:
      'Storyblok Content Delivery API v2: stories (filters, sorting, paging, relations, links), links and datasources, published and draft.',
    endpoints: [
      '/v2/cdn/stories',
      '/v2/cdn/stories/{full_slug}',
      '/v2/cdn/links',
      '/v2/cdn/datasources',
      '/v2/cdn/datasource_entries',
      '/v2/cdn/spaces/me',
      ...(config.testEndpoints ? ['/__sandbox/storyblok/publish'] : []),
    ],
    routes: [
      {
        method: 'GET',
        pattern: '/v2/cdn/spaces/me',
        handler: createSpaceHandler(storyblok, cacheVersion, previewDomain),
      },
      {
        method: 'GET',
        pattern: '/v2/cdn/stories',
        handler: createStoriesHandler(store, storyblok, cacheVersion),
      },
      {
        method: 'GET',
        pattern: '/v2/cdn/stories/*',
        handler: createStoryHandler(store, storyblok, cacheVersion),
      },
      {method: 'GET', pattern: '/v2/cdn/links', handler: createLinksHandler(store, storyblok)},
      {
        method: 'GET',
        pattern: '/v2/cdn/datasources',
        handler: createDatasourcesHandler(datasources, storyblok),
      },
      {
        method: 'GET',
        pattern: '/v2/cdn/datasource_entries',
        handler: createDatasourceEntriesHandler(datasources, storyblok),
      },
      ...(config.testEndpoints
        ? [
            {
              method: 'POST' as const,
              pattern: '/__sandbox/storyblok/publish',
              handler: createPublishHandler(store, publications, storyblok),
            },
          ]
        : []),
    ],
    counts: () => ({stories: store.all().length, datasources: datasources.all().length}),
  };
}
