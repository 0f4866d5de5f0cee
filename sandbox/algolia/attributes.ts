/**
 * Algolia addresses nested attributes with dotted paths (`named_tags.Lvl0`, `meta.gpp.size_ounces`)
 * and treats an array as the set of its elements, for filters and facets alike.
 */
export type AlgoliaRecord = {objectID: string} & Record<string, unknown>;

/** Every leaf value at `path`, arrays flattened; an absent attribute gives none. */
export function valuesAt(record: Record<string, unknown>, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (isPlainObject(value) && key in value) next.push(...flatten(value[key]));
    }
    current = next;
  }
  return current.filter((value) => value !== null && value !== undefined);
}

/** The value at `path` as stored (arrays and objects kept whole), or undefined. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Writes `value` at `path`, creating the objects in between. */
export function setValueAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    if (!isPlainObject(next)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]] = value;
}

/**
 * `attributesToRetrieve`: `*` keeps everything, `-attr` drops an attribute (only meaningful after
 * `*`), dotted paths reach into objects. `objectID` is always returned, as Algolia does.
 */
export function retrieveAttributes(
  record: AlgoliaRecord,
  attributes: readonly string[],
): AlgoliaRecord {
  const excluded = attributes.filter((name) => name.startsWith('-')).map((name) => name.slice(1));
  const included = attributes.filter((name) => !name.startsWith('-'));
  let picked: Record<string, unknown>;
  if (included.includes('*')) {
    picked = {...record};
  } else {
    picked = {};
    for (const path of included) {
      const value = valueAt(record, path);
      if (value !== undefined) setValueAt(picked, path, value);
    }
  }
  for (const path of excluded) removeValueAt(picked, path);
  return {...picked, objectID: record.objectID};
}

/** Removes `path`, copying the objects along it so the stored record is left untouched. */
function removeValueAt(target: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let owner = target;
  for (const key of keys) {
    const next = owner[key];
    if (!isPlainObject(next)) return;
    owner[key] = {...next};
    owner = owner[key] as Record<string, unknown>;
  }
  delete owner[last];
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flatten) : [value];
}
