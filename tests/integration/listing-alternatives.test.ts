/**
 * A sold-out card's 'View Alternative' target, against a served sandbox: the first related product
 * that can be bought, found in one Storefront query for the whole page.
 */
import {describe, expect, it} from 'vitest';
import {listingAlternatives} from '../../app/lib/listing/alternatives.server';
import type {Listing, ListingProduct} from '../../app/lib/listing/query';
import {LOCALES} from '../../app/lib/i18n/locale';
import {setupServedSandbox} from '../../sandbox/testing';
import {loaderContext} from './loader-context';

const [US] = LOCALES;
const served = setupServedSandbox();

interface CatalogueProduct {
  id: string;
  handle: string;
  availableForSale: boolean;
  related: {references: {nodes: {handle: string; title: string; availableForSale: boolean}[]}} | null;
}

async function catalogue(): Promise<CatalogueProduct[]> {
  const {storefront} = loaderContext(served.url(), US);
  const {products} = await storefront.query<{products: {nodes: CatalogueProduct[]}}>(
    `#graphql
      query AlternativesCatalogue {
        products(first: 250) {
          nodes {
            id
            handle
            availableForSale
            related: metafield(namespace: "gpp", key: "related_product_refs") {
              references(first: 8) { nodes { ... on Product { handle title availableForSale } } }
            }
          }
        }
      }
    `,
  );
  return products.nodes;
}

function listingOf(products: CatalogueProduct[]): Listing {
  return {
    products: products.map(
      (product, index): ListingProduct => ({
        id: product.id.split('/').pop() ?? '',
        objectID: product.id.split('/').pop() ?? '',
        position: index + 1,
        handle: product.handle,
        title: product.handle,
        brand: null,
        image: null,
        price: 1,
        eachPrice: null,
        available: product.availableForSale,
      }),
    ),
    total: products.length,
    page: 1,
    pages: 1,
    groups: [],
    indexName: 'shopify_products',
    queryID: null,
  };
}

describe('Alternatives to sold-out products in a listing', () => {
  it('offers the first related product that can be bought, and nothing for products in stock', async () => {
    const products = await catalogue();
    const soldOut = products.find(
      (product) =>
        !product.availableForSale &&
        product.related?.references.nodes.some((related) => related.availableForSale),
    );
    const inStock = products.find((product) => product.availableForSale);
    expect(soldOut, 'the seed has a sold-out product with a related one in stock').toBeDefined();
    if (!soldOut || !inStock) return;

    served.clearRequests();
    const alternatives = await listingAlternatives(
      loaderContext(served.url(), US),
      listingOf([inStock, soldOut]),
    );

    const expected = soldOut.related?.references.nodes.find((related) => related.availableForSale);
    expect(alternatives).toEqual({
      [soldOut.id.split('/').pop() ?? '']: {handle: expected?.handle, title: expected?.title},
    });
    expect(served.requests().filter((request) => request.includes('graphql'))).toHaveLength(1);
  });

  it('asks nothing when every product is in stock', async () => {
    const inStock = (await catalogue()).filter((product) => product.availableForSale).slice(0, 3);
    served.clearRequests();
    expect(await listingAlternatives(loaderContext(served.url(), US), listingOf(inStock))).toEqual({});
    expect(served.requests()).toHaveLength(0);
  });

  it('leaves the links out when the shop cannot be asked', async () => {
    const products = await catalogue();
    const soldOut = products.filter((product) => !product.availableForSale);
    const context = loaderContext('http://127.0.0.1:9', US);
    expect(await listingAlternatives(context, listingOf(soldOut))).toEqual({});
  });
});
