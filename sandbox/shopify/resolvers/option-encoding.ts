/**
 * `Product.encodedVariantExistence` / `encodedVariantAvailability`: the set of option-value index
 * combinations as the "v1" trie that hydrogen-react's `decodeEncodedVariant` reads. Each option's
 * values are written as sorted indices (runs as `a-b`, gaps as spaces); `:` descends to the next
 * option and `,` closes a prefix, e.g. [[0,0],[0,1],[1,2]] → `v1_0:0-1,1:2,`.
 */
export function encodeOptionCombinations(combinations: readonly (readonly number[])[]): string {
  return `v1_${encodeLevel(combinations, 0)}`;
}

function encodeLevel(combinations: readonly (readonly number[])[], depth: number): string {
  const values = [...new Set(combinations.map((combination) => combination[depth]))].sort(
    (a, b) => a - b,
  );
  const isLast = combinations.every((combination) => combination.length === depth + 1);
  if (isLast) return encodeRuns(values);
  return values
    .map((value) => {
      const children = combinations.filter((combination) => combination[depth] === value);
      return `${value}:${encodeLevel(children, depth + 1)},`;
    })
    .join('');
}

/** [0,1,2,4,6,7] → "0-2 4 6-7". */
function encodeRuns(values: number[]): string {
  const runs: string[] = [];
  let start = 0;
  while (start < values.length) {
    let end = start;
    while (end + 1 < values.length && values[end + 1] === values[end] + 1) end++;
    runs.push(end === start ? `${values[start]}` : `${values[start]}-${values[end]}`);
    start = end + 1;
  }
  return runs.join(' ');
}
