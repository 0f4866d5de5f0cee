/** A Relay connection over one already-sliced page of nodes. */
export function connectionOf<Node>(
  nodes: Node[],
  page: {hasNextPage?: boolean; hasPreviousPage?: boolean; offset?: number} = {},
) {
  const offset = page.offset ?? 0;
  const edges = nodes.map((node, index) => ({node, cursor: encodeCursor(offset + index)}));
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: page.hasNextPage ?? false,
      hasPreviousPage: page.hasPreviousPage ?? false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export function encodeCursor(position: number): string {
  return Buffer.from(`position:${position}`).toString('base64url');
}
