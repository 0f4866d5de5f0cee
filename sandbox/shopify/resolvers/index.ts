import {cartResolvers} from './cart';
import {localizationResolvers} from './localization';
import {shopResolvers} from './shop';
import type {Resolvers} from './types';
import {urlRedirectResolvers} from './url-redirects';

/** One module per area of the API; each adds its fields to the types it touches. */
export const resolvers = mergeResolvers([
  shopResolvers,
  localizationResolvers,
  urlRedirectResolvers,
  cartResolvers,
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
