import {connectionOf} from './connection';
import type {Resolvers} from './types';

/** Hydrogen's `storefrontRedirect` asks on every 404; the shop has no redirects yet. */
export const urlRedirectResolvers: Resolvers = {
  Query: {
    urlRedirects: () => connectionOf([]),
  },
};
