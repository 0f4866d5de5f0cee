/**
 * Storyblok reads Rails-style nested query parameters: `filter_query[date][gt_date]=...` and
 * `filter_query[__or][][category][in]=...`, where each `[]` starts a new array element
 * (that is how `storyblok-js-client` writes arrays).
 */
export type NestedParam = string | NestedParam[] | {[key: string]: NestedParam};

export function readNestedParam(params: URLSearchParams, name: string): NestedParam | undefined {
  let root: NestedParam | undefined;
  for (const [key, value] of params) {
    if (key === name) return value;
    if (!key.startsWith(`${name}[`)) continue;
    const path = [...key.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]);
    root = insert(root, path, value);
  }
  return root;
}

function insert(node: NestedParam | undefined, path: string[], value: string): NestedParam {
  if (path.length === 0) return value;
  const [segment, ...rest] = path;
  if (segment === '' || /^\d+$/.test(segment)) {
    const list = Array.isArray(node) ? node : [];
    const index = segment === '' ? list.length : Number(segment);
    list[index] = insert(list[index], rest, value);
    return list;
  }
  const object = isObject(node) ? node : {};
  object[segment] = insert(object[segment], rest, value);
  return object;
}

export function isObject(value: unknown): value is {[key: string]: NestedParam} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
