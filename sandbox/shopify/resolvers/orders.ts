/**
 * A customer's orders on the Storefront API: `Customer.orders` with Shopify's sort keys, cursors and
 * a small part of its search syntax, and the Order fields the account pages read. Money is in the
 * order's own currency, whatever `@inContext` says, as on Shopify.
 */
import {loadCatalogue} from '../../catalogue';
import {accountOrderUrl, statusUrl} from '../../orders/links';
import {
  confirmationNumberOf,
  linesOf,
  ordersOf,
  type OrderLineRecord,
  type OrderRecord,
} from '../../orders/store';
import type {StorefrontContext} from '../context';
import {countryByCode} from '../markets';
import {moneyOf} from '../money';
import {gid, variantNode} from '../nodes';
import {connectionOf} from './connection';
import {mailingAddressObject, type CustomerSource} from './customer-objects';
import {paginate, type SortPosition} from './paging';
import type {Resolvers} from './types';

interface OrderSource {
  __typename: 'Order';
  record: OrderRecord;
}

export const orderResolvers: Resolvers = {
  Customer: {
    orders: (source, args, context) => {
      const {record} = source as CustomerSource;
      const orders = ordersOf(context.db, record.id).filter(matchesQuery(args.query));
      const positionOf = sortPosition(String(args.sortKey ?? 'ID'));
      return paginate(orders, args, positionOf, (order) => orderObject(order, context));
    },
  },
  Order: {
    lineItems: (source, args, {db}) => {
      const {record} = source as OrderSource;
      return paginate(
        linesOf(db, record.id),
        args,
        (line) => ({id: line.id, value: line.id}),
        (line) => lineItemObject(line, record),
      );
    },
  },
};

function orderObject(order: OrderRecord, {origin, config}: StorefrontContext) {
  const money = (cents: number) => moneyOf(cents, countryByCode(order.countryCode));
  const shippingAddress = mailingAddressObject(
    `${gid('MailingAddress', order.id)}?model_name=Address`,
    order.shippingAddress,
  );
  const currentTotal = order.totalCents - order.refundedCents;
  return {
    __typename: 'Order',
    record: order,
    id: `${gid('Order', order.id)}?key=${order.token}`,
    name: order.name,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    statusUrl: statusUrl(order, origin),
    customerUrl: accountOrderUrl(config.storefront.primaryDomainUrl, order.orderNumber),
    customerLocale: 'en',
    email: order.email,
    phone: order.phone,
    shippingAddress,
    billingAddress: shippingAddress,
    currencyCode: order.currencyCode,
    canceledAt: order.canceledAt,
    cancelReason: order.cancelReason,
    edited: false,
    customAttributes: [],
    shippingDiscountAllocations: [],
    discountApplications: connectionOf(discountApplications(order, money)),
    // Shopify's order subtotal is after discounts ("price of the order before shipping and taxes").
    subtotalPrice: money(order.subtotalCents - order.discountCents),
    subtotalPriceV2: money(order.subtotalCents - order.discountCents),
    currentSubtotalPrice: money(
      order.refundedCents ? 0 : order.subtotalCents - order.discountCents,
    ),
    totalShippingPrice: money(order.shippingCents),
    totalShippingPriceV2: money(order.shippingCents),
    currentTotalShippingPrice: money(order.refundedCents ? 0 : order.shippingCents),
    totalTax: money(order.taxCents),
    totalTaxV2: money(order.taxCents),
    currentTotalTax: money(order.refundedCents ? 0 : order.taxCents),
    totalPrice: money(order.totalCents),
    totalPriceV2: money(order.totalCents),
    originalTotalPrice: money(order.totalCents),
    currentTotalPrice: money(currentTotal),
    totalRefunded: money(order.refundedCents),
    totalRefundedV2: money(order.refundedCents),
    currentTotalDuties: null,
    originalTotalDuties: null,
  };
}

function lineItemObject(line: OrderLineRecord, order: OrderRecord) {
  const money = (cents: number) => moneyOf(cents, countryByCode(order.countryCode));
  const found = loadCatalogue().variantById.get(line.variantId);
  return {
    __typename: 'OrderLineItem',
    title: line.title,
    quantity: line.quantity,
    currentQuantity: line.currentQuantity,
    originalTotalPrice: money(line.originalTotalCents),
    discountedTotalPrice: money(line.discountedTotalCents),
    customAttributes: [],
    discountAllocations: [],
    variant: found ? variantNode(found.product, found.variant) : null,
  };
}

/** The discount codes an order was placed with, valued as the catalogue defines them. */
export function discountApplications(
  order: OrderRecord,
  money: (cents: number) => ReturnType<typeof moneyOf>,
) {
  const discounts = loadCatalogue().discounts;
  return order.discountCodes.map((code) => {
    const discount = discounts.find((entry) => entry.code.toLowerCase() === code.toLowerCase());
    return {
      __typename: 'DiscountCodeApplication',
      code,
      applicable: true,
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: discount?.kind === 'free_shipping' ? 'SHIPPING_LINE' : 'LINE_ITEM',
      value:
        discount?.kind === 'percentage'
          ? {__typename: 'PricingPercentageValue', percentage: discount.value}
          : money(order.discountCents),
    };
  });
}

function sortPosition(sortKey: string): (order: OrderRecord) => SortPosition {
  switch (sortKey) {
    case 'PROCESSED_AT':
      return (order) => ({id: order.id, value: order.processedAt});
    case 'TOTAL_PRICE':
      return (order) => ({id: order.id, value: order.totalCents});
    default:
      return (order) => ({id: order.id, value: order.id});
  }
}

/**
 * Shopify's order search terms: `financial_status:paid`, `fulfillment_status:unfulfilled`,
 * `name:#1001` (or `name:1001`), `confirmation_number:X2K9…`, `processed_at:>2024-01-01`; bare words match the order name.
 */
export function matchesQuery(query: unknown): (order: OrderRecord) => boolean {
  if (typeof query !== 'string' || !query.trim()) return () => true;
  const terms = query
    .trim()
    .split(/\s+(?:AND\s+)?/i)
    .map(parseTerm);
  return (order) => terms.every((term) => term(order));
}

function parseTerm(term: string): (order: OrderRecord) => boolean {
  const match = /^(\w+):(<=|>=|<|>)?(.+)$/.exec(term);
  if (!match) return (order) => order.name.includes(term.replace(/^#?/, '#'));
  const [, field, comparison, raw] = match;
  const value = raw.replace(/^["']|["']$/g, '');
  switch (field.toLowerCase()) {
    case 'financial_status':
      return (order) => order.financialStatus === value.toUpperCase();
    case 'fulfillment_status':
      return (order) => order.fulfillmentStatus === value.toUpperCase();
    case 'name':
      return (order) => order.name === (value.startsWith('#') ? value : `#${value}`);
    case 'confirmation_number':
      return (order) => confirmationNumberOf(order) === value.toUpperCase();
    case 'processed_at':
      return (order) => compareDates(order.processedAt, comparison ?? '=', value);
    default:
      // Shopify ignores fields it cannot search orders by rather than failing the query.
      return () => true;
  }
}

function compareDates(actual: string, comparison: string, wanted: string): boolean {
  const difference = Date.parse(actual) - Date.parse(wanted);
  if (Number.isNaN(difference)) return false;
  switch (comparison) {
    case '<':
      return difference < 0;
    case '<=':
      return difference <= 0;
    case '>':
      return difference > 0;
    case '>=':
      return difference >= 0;
    default:
      return actual.startsWith(wanted);
  }
}
