import type {SandboxService, ServiceContext} from '../service';
import {createSpaceHandler, createStoryHandler} from './handlers';
import {createStoryStore} from './stories';

export function createStoryblokService({config, seedDir}: ServiceContext): SandboxService {
  const store = createStoryStore(seedDir);
  // Storyblok bumps its cache version on every publish; here content changes when the sandbox
  // (re)starts or a seed file is edited, so the start time serves.
  const cacheVersion = Math.floor(Date.now() / 1000);
  const previewDomain = `${config.storefront.primaryDomainUrl.replace(/\/$/, '')}/`;

  return {
    key: 'content',
    name: 'Storyblok CDN API',
    description: 'Storyblok Content Delivery API v2: stories by full slug, published and draft.',
    endpoints: ['/v2/cdn/stories/{full_slug}', '/v2/cdn/spaces/me'],
    routes: [
      {method: 'GET', pattern: '/v2/cdn/spaces/me', handler: createSpaceHandler(config.storyblok, cacheVersion, previewDomain)},
      {method: 'GET', pattern: '/v2/cdn/stories/*', handler: createStoryHandler(store, config.storyblok, cacheVersion)},
    ],
    counts: () => ({stories: store.all().length}),
  };
}
