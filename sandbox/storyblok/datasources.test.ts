import StoryblokClient from 'storyblok-js-client';
import {describe, expect, test} from 'vitest';
import {readJson, setupServedSandbox, type AnyJson} from '../testing';

const PUBLIC_TOKEN = 'sandbox-storyblok-public-token';
const served = setupServedSandbox();
const client = () =>
  new StoryblokClient({
    accessToken: PUBLIC_TOKEN,
    endpoint: `${served.url()}/v2`,
    cache: {type: 'none'},
  });

describe('Datasources', () => {
  test('The space lists its datasources with their dimensions', async () => {
    const {data, total} = await client().get('cdn/datasources');
    expect(data.datasources.map((datasource: AnyJson) => datasource.slug).sort()).toEqual([
      'countries',
      'industries',
      'print-order-products',
      'print-order-quantities',
      'provinces',
    ]);
    expect(total).toBe(5);
    const countries = data.datasources.find(
      (datasource: AnyJson) => datasource.slug === 'countries',
    );
    expect(countries.dimensions).toEqual([expect.objectContaining({entry_value: 'fr'})]);
  });

  test('The registration form reads the industry choices in order', async () => {
    const {data} = await client().get('cdn/datasource_entries', {datasource: 'industries'});
    expect(data.datasource_entries.map((entry: AnyJson) => entry.name)).toEqual([
      'Restaurant',
      'Catering',
      'Brewery',
      'Cafe & Coffee Shop',
      'Food Truck',
      'School',
      'Microgreens',
      'Office',
      'Household',
      'Other',
    ]);
    expect(data.datasource_entries[0]).toEqual({
      id: expect.any(Number),
      name: 'Restaurant',
      value: 'Restaurant',
      dimension_value: null,
    });
  });

  test('Every country arrives page by page, the store’s two countries first', async () => {
    const first = await client().get('cdn/datasource_entries', {
      datasource: 'countries',
      per_page: 25,
    });
    expect(first.total).toBeGreaterThan(200);
    expect(first.data.datasource_entries).toHaveLength(25);
    const all = await client().getAll('cdn/datasource_entries', {datasource: 'countries'});
    expect(all).toHaveLength(first.total);
    expect(all.slice(0, 2).map((entry: AnyJson) => entry.value)).toEqual(['US', 'CA']);
  });

  test('A dimension answers each entry’s value in it', async () => {
    const {data} = await client().get('cdn/datasource_entries', {
      datasource: 'provinces',
      dimension: 'fr',
      per_page: 100,
    });
    const quebec = data.datasource_entries.find((entry: AnyJson) => entry.value === 'CA-QC');
    expect(quebec).toMatchObject({name: 'Quebec', dimension_value: 'Québec'});
    const states = data.datasource_entries.filter((entry: AnyJson) =>
      entry.value.startsWith('US-'),
    );
    expect(states.map((entry: AnyJson) => entry.name)).toContain('Oregon');
    expect(
      data.datasource_entries.filter((entry: AnyJson) => entry.value.startsWith('CA-')),
    ).toHaveLength(13);
  });

  test('Print quantities name their product, the lowest being the minimum order', async () => {
    const products = await client().getAll('cdn/datasource_entries', {
      datasource: 'print-order-products',
    });
    const quantities = await client().getAll('cdn/datasource_entries', {
      datasource: 'print-order-quantities',
    });
    for (const product of products) {
      const options = quantities.filter((entry: AnyJson) =>
        entry.value.startsWith(`${product.value}/`),
      );
      expect(options.length, product.name).toBeGreaterThan(0);
    }
    const sleeves = quantities.filter((entry: AnyJson) =>
      entry.value.startsWith('coffee-hot-cup-sleeves/'),
    );
    expect(sleeves.map((entry: AnyJson) => entry.name)).toEqual(['3,600+', '10,000+', '52,000+']);
  });

  test('An unknown datasource answers Storyblok’s 404', async () => {
    const response = await fetch(
      `${served.url()}/v2/cdn/datasource_entries?token=${PUBLIC_TOKEN}&datasource=colours`,
    );
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual(['This record could not be found']);
  });
});
