/**
 * Latency of a collection-page search against a running sandbox, through the official client:
 * a query, every facet, a category filter, a price floor, one hit per product, 15 per page.
 * Sequential requests, so each figure is one request's own time over HTTP.
 */
import {algoliasearch} from 'algoliasearch';
import {measureLatency, type Latency} from '../../scripts/measure';
import {loadSandboxConfig} from '../config';

/** Collection pages leave out the heavy text attributes the cards never show. */
const EXCLUDED_ATTRIBUTES = [
  '-body_html_safe',
  '-meta.gpp.disclaimer',
  '-meta.gpp.packaging_disclaimer',
];

export async function benchFacetedSearch({
  url,
  samples = 200,
}: {
  url: string;
  samples?: number;
}): Promise<Latency> {
  const {algolia} = loadSandboxConfig();
  const {host, protocol} = new URL(url);
  const client = algoliasearch(algolia.appId, algolia.searchKey, {
    hosts: [{url: host, protocol: protocol === 'https:' ? 'https' : 'http', accept: 'readWrite'}],
  });
  const request = {
    indexName: 'shopify_products',
    query: 'cup',
    facets: ['*'],
    facetFilters: [['named_tags.Lvl0:Hot Cups']],
    numericFilters: ['each_price>=0.01'],
    distinct: true,
    maxValuesPerFacet: 1000,
    hitsPerPage: 15,
    attributesToRetrieve: ['*', ...EXCLUDED_ATTRIBUTES],
  };
  const run = async () => {
    const {results} = await client.search({requests: [request]});
    if (!('hits' in results[0]) || results[0].hits.length === 0) {
      throw new Error('The faceted search benchmark query found nothing; is the catalogue seeded?');
    }
  };
  return measureLatency(run, {warmup: Math.min(20, samples), runs: samples});
}
