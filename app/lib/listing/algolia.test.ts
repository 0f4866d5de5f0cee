import {describe, expect, it} from 'vitest';
import {algoliaSettings} from './algolia';
import type {AppEnv} from '../env';
import {LOCALES} from '../i18n/locale';

const env = {
  PUBLIC_ALGOLIA_APP_ID: 'APP',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'key',
  PUBLIC_ALGOLIA_URL: '',
} as AppEnv;

describe('algoliaSettings', () => {
  it('uses the connector index names for the default market', () => {
    expect(algoliaSettings(env, LOCALES[0])).toEqual({
      appId: 'APP',
      searchKey: 'key',
      url: null,
      insightsUrl: 'https://insights.algolia.io',
      productsIndex: 'shopify_products',
      contentIndex: 'storyblok_content_en_us',
    });
  });

  it('suffixes the Canadian indexes and keeps a host override', () => {
    const settings = algoliaSettings({...env, PUBLIC_ALGOLIA_URL: 'http://127.0.0.1:4000'}, LOCALES[1]);
    expect(settings).toMatchObject({
      url: 'http://127.0.0.1:4000',
      insightsUrl: 'http://127.0.0.1:4000',
      productsIndex: 'shopify_products_en_ca',
      contentIndex: 'storyblok_content_en_ca',
    });
  });
});
