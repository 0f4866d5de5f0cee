/**
 * What each term of a `products(query:)` search means for a product: bare words search title,
 * description, tags, vendor, product type and SKUs (as prefixes, standing in for Shopify's
 * stemming); fields compare one property. Relevance counts matched terms, title matches first.
 */
import type {SeedProduct} from '../../catalogue';
import {
  matchesSearch,
  dateMatchesTerm,
  numberMatchesTerm,
  termsOf,
  textMatchesTerm,
  type SearchExpression,
  type SearchTerm,
} from '../search-query';
import {productView} from './product-view';

export function productMatches(
  product: SeedProduct,
  expression: SearchExpression | null,
  isAvailable: (product: SeedProduct) => boolean,
): boolean {
  return matchesSearch(expression, (term) => termMatches(product, term, isAvailable));
}

/** Higher is more relevant: two points per term found in the title, one per term found elsewhere. */
export function relevanceOf(product: SeedProduct, expression: SearchExpression | null): number {
  const view = productView(product);
  return termsOf(expression)
    .filter((term) => term.field === null)
    .reduce((score, term) => {
      const loose = asBareWord(term);
      if (textMatchesTerm(view.sortTitle, loose)) return score + 2;
      return textMatchesTerm(view.searchText, loose) ? score + 1 : score;
    }, 0);
}

function termMatches(
  product: SeedProduct,
  term: SearchTerm,
  isAvailable: (product: SeedProduct) => boolean,
): boolean {
  const equals = (text: string) =>
    term.prefix ? text.toLowerCase().startsWith(term.value) : text.toLowerCase() === term.value;
  switch (term.field) {
    case null:
      return textMatchesTerm(productView(product).searchText, asBareWord(term));
    case 'title':
      return textMatchesTerm(product.title, term);
    case 'handle':
      return equals(product.handle);
    case 'product_type':
      return equals(product.productType);
    case 'vendor':
      return equals(product.vendor);
    case 'tag':
      return product.tags.some(equals);
    case 'tag_not':
      return !product.tags.some(equals);
    case 'sku':
    case 'variants.sku':
      return product.variants.some((variant) => equals(variant.sku));
    case 'available_for_sale':
      return isAvailable(product) === (term.value === 'true');
    case 'id':
    case 'product_id':
      return numberMatchesTerm(product.id, term);
    case 'price':
    case 'variants.price':
      return product.variants.some((variant) => numberMatchesTerm(Number(variant.price), term));
    case 'created_at':
      return dateMatchesTerm(product.createdAt, term);
    case 'updated_at':
      return dateMatchesTerm(product.updatedAt, term);
    case 'published_at':
      return dateMatchesTerm(product.publishedAt, term);
    default:
      // A field the sandbox does not know is searched for as text, as Shopify does with free text.
      return textMatchesTerm(productView(product).searchText, asBareWord(term));
  }
}

function asBareWord(term: SearchTerm): SearchTerm {
  return term.quoted ? term : {...term, prefix: true};
}
