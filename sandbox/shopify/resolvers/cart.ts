import {findCart, type CartRecord} from '../carts';
import type {StorefrontContext} from '../context';
import {countryByCode} from '../markets';
import {connectionOf} from './connection';
import type {Resolvers} from './types';

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_source, args, context) => {
      const record = findCart(context.db, String(args.id));
      return record ? toCart(record, context) : null;
    },
  },
};

function toCart(record: CartRecord, {origin}: StorefrontContext) {
  const {currency, isoCode} = countryByCode(record.countryCode);
  const zero = {amount: '0.0', currencyCode: currency.isoCode};
  return {
    __typename: 'Cart',
    id: record.id,
    checkoutUrl: `${origin}/checkouts/${record.id.replace('gid://shopify/Cart/', '')}`,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    note: record.note,
    totalQuantity: 0,
    lines: connectionOf([]),
    buyerIdentity: {countryCode: isoCode, customer: null, email: null, phone: null},
    cost: {
      checkoutChargeAmount: zero,
      subtotalAmount: zero,
      subtotalAmountEstimated: false,
      totalAmount: zero,
      totalAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
    },
  };
}
