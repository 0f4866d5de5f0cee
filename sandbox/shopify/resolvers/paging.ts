/**
 * Relay paging as Shopify does it: `first`/`after` or `last`/`before`, at most 250 at a time, and
 * cursors that name the last item seen (`{"last_id":…,"last_value":…}`, base64) rather than a
 * position, so a cursor still means the same place when items before it drop out of the list.
 */
import {GraphQLError} from 'graphql';

export const MAX_PAGE_SIZE = 250;

/** Where an item sits in a sorted list: its sort value, then its id to break ties. */
export interface SortPosition {
  id: number;
  value: string | number;
}

export interface PageArguments {
  first?: unknown;
  last?: unknown;
  after?: unknown;
  before?: unknown;
}

export interface Connection<Node> {
  edges: {node: Node; cursor: string}[];
  nodes: Node[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/**
 * One page of `items` in the order `positionOf` gives them (ascending, or descending with
 * `reverse`), so a cursor can be compared with any item even after the list has changed.
 */
export function paginate<Item, Node = Item>(
  items: readonly Item[],
  args: PageArguments & {reverse?: unknown},
  positionOf: (item: Item) => SortPosition,
  toNode: (item: Item) => Node,
): Connection<Node> {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  if (first === null && last === null) {
    throw new GraphQLError('you must provide one of first or last');
  }
  const direction = args.reverse === true ? -1 : 1;
  const positioned = items
    .map((item) => ({item, position: positionOf(item)}))
    .sort((a, b) => direction * comparePositions(a.position, b.position));
  const relativeTo = (position: SortPosition, cursor: SortPosition) =>
    direction * comparePositions(position, cursor);

  let start = 0;
  let end = positioned.length;
  const after = readCursor(args.after);
  if (after) start = indexOrEnd(positioned, ({position}) => relativeTo(position, after) > 0);
  const before = readCursor(args.before);
  if (before) {
    end = Math.max(
      start,
      indexOrEnd(positioned, ({position}) => relativeTo(position, before) >= 0),
    );
  }
  if (first !== null) end = Math.min(end, start + first);
  if (last !== null) start = Math.max(start, end - last);

  const edges = positioned.slice(start, end).map(({item, position}) => ({
    node: toNode(item),
    cursor: encodeCursor(position),
  }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < positioned.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export function encodeCursor({id, value}: SortPosition): string {
  return Buffer.from(JSON.stringify({last_id: id, last_value: value})).toString('base64');
}

function readCursor(cursor: unknown): SortPosition | null {
  if (cursor === undefined || cursor === null) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(String(cursor), 'base64').toString('utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'last_id' in parsed &&
      'last_value' in parsed &&
      typeof parsed.last_id === 'number' &&
      (typeof parsed.last_value === 'string' || typeof parsed.last_value === 'number')
    ) {
      return {id: parsed.last_id, value: parsed.last_value};
    }
  } catch {
    // Falls through to Shopify's error for a cursor it did not hand out.
  }
  throw new GraphQLError(`Invalid cursor: ${String(cursor)}`);
}

function pageSize(value: unknown, name: 'first' | 'last'): number | null {
  if (value === undefined || value === null) return null;
  const size = Number(value);
  if (size < 0) throw new GraphQLError(`${name} must be a non-negative integer`);
  if (size > MAX_PAGE_SIZE) {
    throw new GraphQLError(`The '${name}' argument cannot exceed ${MAX_PAGE_SIZE}`);
  }
  return size;
}

/** Sort values are compared by code unit (callers lower-case text), then ids break ties. */
function comparePositions(a: SortPosition, b: SortPosition): number {
  if (a.value !== b.value) {
    if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value;
    return String(a.value) < String(b.value) ? -1 : 1;
  }
  return a.id - b.id;
}

function indexOrEnd<Item>(items: readonly Item[], test: (item: Item) => boolean): number {
  const index = items.findIndex(test);
  return index === -1 ? items.length : index;
}
