/**
 * Metafields on products, variants and collections (the seed's `gpp` namespace), answered as the
 * Storefront API does: `metafield(namespace, key)` is null for a miss, `metafields(identifiers:)`
 * answers position by position, and reference types resolve to the objects they point at.
 */
import type {SeedMetafield} from '../../catalogue';
import {
  collectionNode,
  parseGid,
  productNode,
  variantNode,
  type CollectionNode,
  type ProductNode,
  type VariantNode,
} from '../nodes';
import type {StorefrontContext} from '../context';
import {catalogueNode} from './nodes';
import {paginate} from './paging';
import type {FieldResolver, Resolvers} from './types';

/** The namespace every seed metafield lives in. */
export const SEED_NAMESPACE = 'gpp';

/** A metafield's type and value; wider than the seed's types (the shop has a `money` one). */
export interface MetafieldValue {
  type: SeedMetafield['type'] | 'money';
  value: string;
}

export interface MetafieldOwner {
  /** The owner's gid; metafield ids are derived from it. */
  id: string;
  createdAt: string;
  updatedAt: string;
  /** `Metafield.parentResource`. */
  node: unknown;
  /** Keyed `namespace.key`. */
  metafields: Map<string, MetafieldValue>;
}

export interface MetafieldObject extends MetafieldValue {
  __typename: 'Metafield';
  id: string;
  namespace: string;
  key: string;
  description: null;
  createdAt: string;
  updatedAt: string;
  parentResource: unknown;
}

const seedMaps = new WeakMap<Record<string, MetafieldValue>, Map<string, MetafieldValue>>();

/** The seed's `{key: value}` record under the `gpp` namespace, keyed `gpp.key`. */
export function seedMetafields(
  record: Record<string, MetafieldValue>,
): Map<string, MetafieldValue> {
  let map = seedMaps.get(record);
  if (!map) {
    map = new Map(
      Object.entries(record).map(([key, value]) => [`${SEED_NAMESPACE}.${key}`, value] as const),
    );
    seedMaps.set(record, map);
  }
  return map;
}

export function findMetafield(
  owner: MetafieldOwner,
  namespace: unknown,
  key: unknown,
): MetafieldObject | null {
  // Without a namespace Shopify looks in the app's own reserved namespace, where the seed has none.
  if (typeof namespace !== 'string' || typeof key !== 'string') return null;
  const value = owner.metafields.get(`${namespace}.${key}`);
  if (!value) return null;
  return {
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${metafieldNumber(`${owner.id}/${namespace}.${key}`)}`,
    namespace,
    key,
    type: value.type,
    value: value.value,
    description: null,
    createdAt: owner.createdAt,
    updatedAt: owner.updatedAt,
    parentResource: owner.node,
  };
}

/** `metafield` and `metafields` for a type whose objects `ownerOf` describes. */
export function metafieldFields(
  ownerOf: (source: unknown, context: StorefrontContext) => MetafieldOwner,
) {
  const metafield: FieldResolver = (source, args, context) =>
    findMetafield(ownerOf(source, context), args.namespace, args.key);
  const metafields: FieldResolver = (source, args, context) => {
    const owner = ownerOf(source, context);
    const identifiers = args.identifiers as {namespace?: string | null; key: string}[];
    return identifiers.map(({namespace, key}) => findMetafield(owner, namespace, key));
  };
  return {metafield, metafields};
}

/** `metafield` and `metafields` for a type whose objects the seed gives no metafields. */
export const noMetafields = {
  metafield: () => null,
  metafields: (_source: unknown, args: Record<string, unknown>) =>
    (args.identifiers as unknown[]).map(() => null),
} satisfies Record<string, FieldResolver>;

export function productOwner({id, seed}: ProductNode): MetafieldOwner {
  return {
    id,
    createdAt: seed.createdAt,
    updatedAt: seed.updatedAt,
    node: productNode(seed),
    metafields: seedMetafields(seed.metafields),
  };
}

export function variantOwner({id, seed, product}: VariantNode): MetafieldOwner {
  return {
    id,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    node: variantNode(product, seed),
    metafields: seedMetafields(seed.metafields),
  };
}

export function collectionOwner({id, seed}: CollectionNode): MetafieldOwner {
  return {
    id,
    createdAt: seed.updatedAt,
    updatedAt: seed.updatedAt,
    node: collectionNode(seed),
    metafields: seedMetafields(seed.metafields),
  };
}

/** The gids a reference metafield points at: one for `*_reference`, several for `list.*_reference`. */
export function referencedIds({type, value}: MetafieldValue): unknown[] {
  if (!type.endsWith('_reference')) return [];
  if (!type.startsWith('list.')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const isList = (metafield: MetafieldObject) =>
  typeof metafield.type === 'string' && metafield.type.startsWith('list.');

export const metafieldResolvers: Resolvers = {
  Metafield: {
    reference: (source) => {
      const metafield = source as MetafieldObject;
      if (isList(metafield)) return null;
      const [id] = referencedIds(metafield);
      return id === undefined ? null : catalogueNode(id);
    },
    references: (source, args) => {
      const metafield = source as MetafieldObject;
      if (!isList(metafield) || !metafield.type.endsWith('_reference')) return null;
      const nodes = referencedIds(metafield).flatMap((id) => catalogueNode(id) ?? []);
      return paginate(
        nodes.map((node, index) => ({node, index})),
        args,
        ({node, index}) => ({id: Number(parseGid(node.id)?.id), value: index}),
        ({node}) => node,
      );
    },
  },
};

/** A stable id for a metafield that the seed does not number: FNV-1a of owner and key. */
function metafieldNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 10_000_000 + hash;
}
