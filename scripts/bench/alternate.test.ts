import {describe, expect, it} from 'vitest';
import {inTurn} from './alternate';

describe('inTurn', () => {
  it('lets each build go first on every other turn', () => {
    expect([0, 1, 2, 3].map((turn) => inTurn(turn, ['now', 'baseline']))).toEqual([
      ['now', 'baseline'],
      ['baseline', 'now'],
      ['now', 'baseline'],
      ['baseline', 'now'],
    ]);
  });

  it('keeps a single build as it is, and leaves the list given untouched', () => {
    const sides = ['now', 'baseline'];
    inTurn(1, sides);
    expect(sides).toEqual(['now', 'baseline']);
    expect(inTurn(1, ['now'])).toEqual(['now']);
  });
});
