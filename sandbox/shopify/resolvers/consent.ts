import type {Resolvers} from './types';

/**
 * The `unstable` version's consent management. Hydrogen reads nothing from the answer but asks for it
 * to receive Shopify's tracking values; the sandbox has no tracking, so it answers the cookie domain
 * alone (none: the cookies belong to the storefront's own host).
 */
export const consentResolvers: Resolvers = {
  Query: {
    consentManagement: () => ({}),
  },
  ConsentManagement: {
    cookies: () => ({cookieDomain: null}),
  },
};
