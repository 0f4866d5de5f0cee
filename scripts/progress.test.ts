import {describe, expect, it} from 'vitest';
import {createProgress} from './progress';

describe('progress lines', () => {
  it('say what is happening, which item of how many, and the time since the start', () => {
    const lines: string[] = [];
    let clock = 1_000;
    const progress = createProgress((line) => lines.push(line), () => clock);
    progress('building the store');
    clock += 41_400;
    progress.item(3, 12, 'product: 100 requests');
    expect(lines).toEqual(['… building the store (0 s)\n', '[3/12] product: 100 requests (41 s)\n']);
  });
});
