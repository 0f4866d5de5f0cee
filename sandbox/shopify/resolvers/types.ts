import type {GraphQLResolveInfo} from 'graphql';
import type {StorefrontContext} from '../context';

export type FieldResolver = (
  source: unknown,
  args: Record<string, unknown>,
  context: StorefrontContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * Resolvers by type, then field: `{Query: {shop}, Mutation: {cartCreate}, Cart: {lines}}`. The root
 * types are `Query` and `Mutation` whatever the schema calls them.
 */
export type Resolvers = Record<string, Record<string, FieldResolver>>;
