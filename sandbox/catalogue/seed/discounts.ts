/** Discount codes covering each kind and each state a cart must handle (active, expired, not started). */
import type {SeedDiscount} from '../types';

export const DISCOUNTS: SeedDiscount[] = [
  {
    code: 'WELCOME10',
    kind: 'percentage',
    value: 10,
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
    minimumSubtotal: null,
  },
  {
    code: 'SAVE15',
    kind: 'fixed_amount',
    value: 15,
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: null,
    minimumSubtotal: null,
  },
  {
    code: 'FREESHIP',
    kind: 'free_shipping',
    value: 0,
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
    minimumSubtotal: null,
  },
  {
    code: 'BULK50',
    kind: 'fixed_amount',
    value: 50,
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
    minimumSubtotal: '500.00',
  },
  {
    code: 'SUMMER2025',
    kind: 'percentage',
    value: 15,
    startsAt: '2025-06-01T00:00:00Z',
    endsAt: '2025-08-31T23:59:59Z',
    minimumSubtotal: null,
  },
  {
    code: 'EARTHDAY2030',
    kind: 'percentage',
    value: 20,
    startsAt: '2030-04-15T00:00:00Z',
    endsAt: '2030-04-30T23:59:59Z',
    minimumSubtotal: null,
  },
];
