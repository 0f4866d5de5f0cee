import {describe, expect, it} from 'vitest';
import {hasStoreTimePassed} from './dates';

describe('hasStoreTimePassed', () => {
  // 2026-12-31 23:59 in New York is 2027-01-01 04:59 UTC.
  it("reads an editor's stamp on the store's clock", () => {
    expect(hasStoreTimePassed('2026-12-31 23:59', new Date('2027-01-01T04:58:00Z'))).toBe(false);
    expect(hasStoreTimePassed('2026-12-31 23:59', new Date('2027-01-01T04:59:00Z'))).toBe(true);
  });

  it('lets a date without a time run to the end of that day', () => {
    expect(hasStoreTimePassed('2026-06-01', new Date('2026-06-02T03:00:00Z'))).toBe(false);
    expect(hasStoreTimePassed('2026-06-01', new Date('2026-06-02T04:00:00Z'))).toBe(true);
  });

  it('never expires on a missing or unreadable stamp', () => {
    for (const stamp of [undefined, '', 'soon', 42]) expect(hasStoreTimePassed(stamp)).toBe(false);
  });
});
