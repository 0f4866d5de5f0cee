import {blogResolvers} from './blogs';
import {cartResolvers} from './cart';
import {cartMutationResolvers} from './cart-mutations';
import {collectionResolvers} from './collections';
import {consentResolvers} from './consent';
import {customerResolvers} from './customer';
import {customerAddressResolvers} from './customer-addresses';
import {customerObjectResolvers} from './customer-objects';
import {imageResolvers} from './images';
import {localizationResolvers} from './localization';
import {menuResolvers} from './menus';
import {metafieldResolvers} from './metafields';
import {nodeResolvers} from './nodes';
import {orderResolvers} from './orders';
import {pageResolvers} from './pages';
import {predictiveSearchResolvers} from './predictive-search';
import {productResolvers} from './products';
import {recommendationResolvers} from './recommendations';
import {searchResolvers} from './search';
import {shopResolvers} from './shop';
import {sitemapResolvers} from './sitemap';
import type {Resolvers} from './types';
import {urlRedirectResolvers} from './url-redirects';
import {variantResolvers} from './variants';

/** One module per area of the API; each adds its fields to the types it touches. */
export const resolvers = mergeResolvers([
  shopResolvers,
  localizationResolvers,
  urlRedirectResolvers,
  productResolvers,
  variantResolvers,
  collectionResolvers,
  imageResolvers,
  metafieldResolvers,
  nodeResolvers,
  recommendationResolvers,
  cartResolvers,
  cartMutationResolvers,
  customerResolvers,
  customerAddressResolvers,
  customerObjectResolvers,
  orderResolvers,
  menuResolvers,
  pageResolvers,
  blogResolvers,
  sitemapResolvers,
  searchResolvers,
  predictiveSearchResolvers,
  consentResolvers,
]);

function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      for (const fieldName of Object.keys(fields)) {
        if (merged[typeName]?.[fieldName]) {
          throw new Error(`Two resolvers for ${typeName}.${fieldName}`);
        }
      }
      merged[typeName] = {...merged[typeName], ...fields};
    }
  }
  return merged;
}
