import {
  decodeEncodedVariant,
  isOptionValueCombinationInEncodedVariant,
} from '@shopify/hydrogen-react';
import {describe, expect, test} from 'vitest';
import {encodeOptionCombinations} from './option-encoding';

/** Every combination of `sizes` option values, e.g. [2, 3] → [[0,0], [0,1], [0,2], [1,0], …]. */
function allCombinations(sizes: number[]): number[][] {
  return sizes.reduce<number[][]>(
    (combinations, size) =>
      combinations.flatMap((prefix) =>
        Array.from({length: size}, (_, value) => [...prefix, value]),
      ),
    [[]],
  );
}

describe('encodeOptionCombinations', () => {
  test('writes the examples of hydrogen-react’s decoder the same way Shopify does', () => {
    expect(encodeOptionCombinations(allCombinations([3, 3]))).toBe('v1_0:0-2,1:0-2,2:0-2,');
    expect(encodeOptionCombinations(allCombinations([10]))).toBe('v1_0-9');
    expect(encodeOptionCombinations([[0], [2]])).toBe('v1_0 2');
    expect(encodeOptionCombinations(allCombinations([3, 3, 3]))).toBe(
      'v1_0:0:0-2,1:0-2,2:0-2,,1:0:0-2,1:0-2,2:0-2,,2:0:0-2,1:0-2,2:0-2,,',
    );
  });

  test('encodes nothing as the bare version prefix', () => {
    expect(encodeOptionCombinations([])).toBe('v1_');
    expect(decodeEncodedVariant(encodeOptionCombinations([]))).toEqual([]);
  });

  test('round-trips sparse sets of up to three options through hydrogen-react’s decoder', () => {
    // A fixed pseudo-random sequence keeps the test repeatable.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 200; run++) {
      const sizes = Array.from(
        {length: 1 + Math.floor(random() * 3)},
        () => 1 + Math.floor(random() * 5),
      );
      const present = allCombinations(sizes).filter(() => random() < 0.6);
      const encoded = encodeOptionCombinations(present);
      expect(decodeEncodedVariant(encoded)).toEqual(present);
      for (const combination of allCombinations(sizes)) {
        const isPresent = present.some((item) => item.join() === combination.join());
        expect(isOptionValueCombinationInEncodedVariant(combination, encoded)).toBe(isPresent);
      }
    }
  });
});
