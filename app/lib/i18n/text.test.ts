import {describe, expect, it} from 'vitest';
import {truncateText} from './text';

describe('truncateText', () => {
  it('leaves short text alone, spaces tidied', () => {
    expect(truncateText('  Compostable   cups ', 40)).toBe('Compostable cups');
  });

  it('cuts long text at the last whole word that fits, and says so with an ellipsis', () => {
    const text = 'Our 4 oz single wall hot cup is made from bright white SFI-certified paperboard, lined with PLA.';
    const short = truncateText(text, 40);
    expect(short).toBe('Our 4 oz single wall hot cup is made…');
    expect(short.length).toBeLessThanOrEqual(41);
  });

  it('cuts a single long word where the room ends', () => {
    expect(truncateText('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
