import {describe, expect, test} from 'vitest';
import {setupTestSandbox} from '../testing';
import {evaluateDiscountCodes, insertDiscount} from './discounts';
import {countryByCode} from './markets';

const sandbox = setupTestSandbox();
const NOW = new Date('2026-03-01T12:00:00Z');

function withDiscounts() {
  const {db} = sandbox();
  insertDiscount(db, {
    code: 'SPRING',
    kind: 'percentage',
    value: 15,
    startsAt: '2026-04-01T00:00:00Z',
    endsAt: null,
    minimumSubtotal: null,
  });
  insertDiscount(db, {
    code: 'TENOFF100',
    kind: 'fixed_amount',
    value: 10,
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2026-12-31T00:00:00Z',
    minimumSubtotal: '100.00',
  });
  insertDiscount(db, {
    code: 'SHIPFREE',
    kind: 'free_shipping',
    value: 0,
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
    minimumSubtotal: null,
  });
  return db;
}

describe('discount codes', () => {
  test('a code that has not started yet does not apply', () => {
    const [spring] = evaluateDiscountCodes(
      withDiscounts(),
      ['SPRING'],
      50_00,
      countryByCode('US'),
      NOW,
    );
    expect(spring).toMatchObject({
      code: 'SPRING',
      applicable: false,
      amountCents: 0,
    });
  });

  test('a minimum subtotal is compared in the cart’s currency, and a fixed amount is converted', () => {
    const db = withDiscounts();
    const [usShort] = evaluateDiscountCodes(db, ['tenoff100'], 99_99, countryByCode('US'), NOW);
    expect(usShort.applicable).toBe(false);
    // 100 USD is 135 CAD: 130 CAD falls short, 135 CAD reaches it and takes 13.50 CAD off.
    const [caShort] = evaluateDiscountCodes(db, ['TENOFF100'], 130_00, countryByCode('CA'), NOW);
    expect(caShort.applicable).toBe(false);
    const [caMet] = evaluateDiscountCodes(db, ['TENOFF100'], 135_00, countryByCode('CA'), NOW);
    expect(caMet).toMatchObject({applicable: true, amountCents: 13_50});
  });

  test('free shipping applies without taking money off the merchandise', () => {
    const [shipping] = evaluateDiscountCodes(
      withDiscounts(),
      ['SHIPFREE'],
      20_00,
      countryByCode('US'),
      NOW,
    );
    expect(shipping).toMatchObject({applicable: true, amountCents: 0});
  });

  test('an empty cart has no applicable codes', () => {
    const [code] = evaluateDiscountCodes(
      withDiscounts(),
      ['SHIPFREE'],
      0,
      countryByCode('US'),
      NOW,
    );
    expect(code.applicable).toBe(false);
  });
});
