import {
  GraphQLError,
  getNullableType,
  isListType,
  isNonNullType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
} from 'graphql';
import type {StorefrontContext} from '../context';

/** A resolver map for any API served this way (Storefront, Customer Account), keyed as `Resolvers`. */
export type ResolversFor<Context> = Record<
  string,
  Record<string, (source: unknown, args: Record<string, unknown>, context: Context, info: GraphQLResolveInfo) => unknown>
>;

/**
 * Resolves every field of every type: an explicit resolver when the map has one, else the property
 * of the same name on the parent object. A root field with neither fails loudly; so does any other
 * field the sandbox knows nothing about unless the schema lets it be null or an empty list, in which
 * case it answers that and is noted in `context.unsupported` (the handler logs it). Adding support
 * for a field is only ever a matter of adding a resolver or a property.
 */
export function createFieldResolver<Context extends Pick<StorefrontContext, 'unsupported'> = StorefrontContext>(
  resolvers: ResolversFor<Context>,
): GraphQLFieldResolver<unknown, Context> {
  return (source, args, context, info) => {
    const resolver = resolvers[resolverKey(info)]?.[info.fieldName];
    if (resolver) return resolver(source, args, context, info);

    if (typeof source === 'object' && source !== null) {
      const value = (source as Record<string, unknown>)[info.fieldName];
      if (value !== undefined) return value;
    }

    // Shopify answers `metafields(identifiers:)` position by position, with null for each miss.
    if (info.fieldName === 'metafields' && Array.isArray(args.identifiers)) {
      return args.identifiers.map(() => null);
    }
    const field = `${info.parentType.name}.${info.fieldName}`;
    const isRoot = resolverKey(info) !== info.parentType.name;
    if (!isRoot && !isNonNullType(info.returnType)) {
      context.unsupported.add(field);
      return null;
    }
    if (!isRoot && isListType(getNullableType(info.returnType))) {
      context.unsupported.add(field);
      return [];
    }
    throw new GraphQLError(`Field "${field}" is not supported by the sandbox`, {
      extensions: {code: 'NOT_SUPPORTED_BY_SANDBOX'},
    });
  };
}

/** The Storefront schema names its roots `QueryRoot` and `Mutation`; resolver maps say Query/Mutation. */
function resolverKey({parentType, schema}: GraphQLResolveInfo): string {
  if (parentType === schema.getQueryType()) return 'Query';
  if (parentType === schema.getMutationType()) return 'Mutation';
  return parentType.name;
}
