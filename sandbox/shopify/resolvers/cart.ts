/**
 * `cart(id:)` and the Cart / CartLine objects every cart mutation hands back. A cart that does not
 * exist, or has been checked out, answers null, as on Shopify.
 */
import type {SeedDiscount} from '../../catalogue';
import {priceCart, type PricedCart, type PricedLine} from '../cart-costs';
import {cartGid, cartLineGid, findCart, type CartAttribute, type CartRecord} from '../carts';
import type {StorefrontContext} from '../context';
import type {GiftCardUse} from '../gift-cards';
import {PRIMARY_COUNTRY, type CountryMarket} from '../markets';
import {convertCents, moneyOf, toCents} from '../money';
import {gid, variantNode} from '../nodes';
import {connectionOf} from './connection';
import {freshCustomerObject} from './customer-objects';
import {paginate} from './paging';
import type {Resolvers} from './types';

interface CartSource {
  __typename: 'Cart';
  priced: PricedCart;
  attributes: CartAttribute[];
}

interface CartLineSource {
  __typename: 'CartLine';
  attributes: CartAttribute[];
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_source, args, context) => {
      const record = findCart(context.db, args.id);
      return record ? toCart(record, context) : null;
    },
  },
  Cart: {
    lines: (source, args) => {
      const {priced} = source as CartSource;
      return paginate(
        priced.lines,
        args,
        ({line}) => ({id: line.position, value: -line.position}),
        (line) => toCartLine(line, priced),
      );
    },
    attribute: (source, args) => attributeNamed((source as CartSource).attributes, args.key),
  },
  CartLine: {
    attribute: (source, args) => attributeNamed((source as CartLineSource).attributes, args.key),
  },
};

/** The Cart object for a stored cart, priced in its buyer's currency. */
export function toCart(record: CartRecord, {db, origin}: StorefrontContext) {
  const priced = priceCart(db, record);
  const {country} = priced;
  const money = (cents: number) => moneyOf(cents, country);
  const cost = {
    checkoutChargeAmount: money(priced.subtotalCents),
    subtotalAmount: money(priced.subtotalCents),
    subtotalAmountEstimated: false,
    totalAmount: money(priced.totalCents),
    totalAmountEstimated: true,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
    totalTaxAmount: money(priced.taxCents),
    totalTaxAmountEstimated: true,
  };
  return {
    __typename: 'Cart',
    priced,
    id: cartGid(record),
    checkoutUrl: `${origin}/checkouts/${record.token}?key=${record.key}`,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    note: record.note,
    attributes: record.attributes.map(toAttribute),
    totalQuantity: priced.totalQuantity,
    buyerIdentity: {
      countryCode: record.countryCode,
      email: record.email,
      phone: record.phone,
      customer:
        record.customerId === null
          ? null
          : freshCustomerObject(db, record.customerId, record.customerAccessToken ?? ''),
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    cost,
    estimatedCost: {
      checkoutChargeAmount: cost.checkoutChargeAmount,
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
      totalDutyAmount: null,
      totalTaxAmount: cost.totalTaxAmount,
    },
    discountCodes: priced.discountCodes.map(({code, applicable}) => ({
      code,
      applicable,
    })),
    discountAllocations: priced.discountCodes.flatMap(({code, discount, amountCents}) =>
      discount && amountCents > 0 ? [codeAllocation(code, discount, amountCents, country)] : [],
    ),
    appliedGiftCards: priced.giftCards.map((use) => toAppliedGiftCard(use, country)),
    deliveryGroups: connectionOf([]),
    delivery: {addresses: []},
  };
}

function toCartLine(priced: PricedLine, cart: PricedCart) {
  const {country} = cart;
  const money = (cents: number) => moneyOf(cents, country);
  const compareAt = priced.compareAtUnitCents === null ? null : money(priced.compareAtUnitCents);
  const discountsByCode = new Map(
    cart.discountCodes.flatMap(({code, discount}) => (discount ? [[code, discount] as const] : [])),
  );
  return {
    __typename: 'CartLine',
    id: cartLineGid(cart.cart.token, priced.line.id),
    quantity: priced.line.quantity,
    attributes: priced.line.attributes.map(toAttribute),
    merchandise: variantNode(priced.product, priced.variant),
    cost: {
      amountPerQuantity: money(priced.unitCents),
      compareAtAmountPerQuantity: compareAt,
      subtotalAmount: money(priced.subtotalCents),
      totalAmount: money(priced.totalCents),
    },
    estimatedCost: {
      amount: money(priced.totalCents),
      compareAtAmount: compareAt,
      subtotalAmount: money(priced.subtotalCents),
      totalAmount: money(priced.totalCents),
    },
    discountAllocations: priced.allocations.flatMap(({code, amountCents}) => {
      const discount = discountsByCode.get(code);
      return discount && amountCents > 0
        ? [codeAllocation(code, discount, amountCents, country)]
        : [];
    }),
    sellingPlanAllocation: null,
  };
}

function codeAllocation(
  code: string,
  discount: SeedDiscount,
  amountCents: number,
  country: CountryMarket,
) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code,
    discountedAmount: moneyOf(amountCents, country),
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value:
        discount.kind === 'percentage'
          ? {__typename: 'PricingPercentageValue', percentage: discount.value}
          : moneyOf(convertCents(toCents(discount.value), country), country),
    },
  };
}

/**
 * A gift card as a cart shows it: only its last four characters, what it pays in the card's own
 * currency (the shop's, US dollars) and in the cart's, and its balance before this order.
 */
function toAppliedGiftCard(use: GiftCardUse, country: CountryMarket) {
  const inCardCurrency = (cents: number) => moneyOf(cents, PRIMARY_COUNTRY);
  return {
    __typename: 'AppliedGiftCard',
    id: gid('AppliedGiftCard', use.card.id),
    lastCharacters: use.card.code.slice(-4),
    amountUsed: inCardCurrency(use.usedCents),
    amountUsedV2: inCardCurrency(use.usedCents),
    balance: inCardCurrency(use.card.balanceCents),
    balanceV2: inCardCurrency(use.card.balanceCents),
    presentmentAmountUsed: moneyOf(use.presentmentUsedCents, country),
  };
}

function toAttribute({key, value}: CartAttribute) {
  return {key, value};
}

function attributeNamed(attributes: CartAttribute[], key: unknown) {
  const found = attributes.find((attribute) => attribute.key === key);
  return found ? toAttribute(found) : null;
}
