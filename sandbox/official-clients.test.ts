/**
 * The sandbox is right when clients nobody on this project wrote work against it unchanged.
 */
import StoryblokClient from 'storyblok-js-client';
import {describe, expect, test} from 'vitest';
import {setupServedSandbox, hydrogenStorefront} from './testing';

const served = setupServedSandbox();

describe('storyblok-js-client', () => {
  const client = (accessToken: string) =>
    new StoryblokClient({accessToken, endpoint: `${served.url()}/v2`, cache: {type: 'none'}});

  test('reads a published story', async () => {
    const {data} = await client('sandbox-storyblok-public-token').get('cdn/stories/en-ca/home', {
      version: 'published',
    });
    expect(data.story.full_slug).toBe('en-ca/home');
  });

  test('rejects an unknown slug with status 404 and Storyblok’s message', async () => {
    await expect(
      client('sandbox-storyblok-public-token').get('cdn/stories/en-us/missing', {
        version: 'published',
      }),
    ).rejects.toMatchObject({status: 404, message: 'This record could not be found'});
  });

  test('rejects a draft asked for with the public token as Unauthorized', async () => {
    await expect(
      client('sandbox-storyblok-public-token').get('cdn/stories/en-us/home', {version: 'draft'}),
    ).rejects.toMatchObject({status: 401, message: 'Unauthorized'});
  });
});

describe('Hydrogen storefront client', () => {
  const storefront = (country: 'US' | 'CA') => hydrogenStorefront(served.url(), country);

  test('queries the shop with Hydrogen’s own inContext variables', async () => {
    const data = await storefront('CA').query<{
      shop: {name: string};
      localization: {country: {currency: {isoCode: string}}};
    }>(`#graphql
      query SandboxShop($country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
        shop { name }
        localization { country { currency { isoCode } } }
      }
    `);
    expect(data.shop.name).toBe('Green Packaging Co.');
    expect(data.localization.country.currency.isoCode).toBe('CAD');
  });

  test('returns Shopify’s validation error for an invalid document', async () => {
    const result = await storefront('US').query('query SandboxBroken { shop { flavour } }');
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("Field 'flavour' doesn't exist on type 'Shop'"),
        extensions: expect.objectContaining({code: 'undefinedField'}),
      }),
    ]);
  });
});
