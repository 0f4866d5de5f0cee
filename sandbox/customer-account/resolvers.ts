/**
 * The Customer Account API's fields over the sandbox's customers, addresses and orders: always those
 * of the customer the access token belongs to. An id of another customer's order or address is
 * answered as one that does not exist (`order` null, `ADDRESS_ID_DOES_NOT_EXIST`).
 */
import {loadCatalogue, type SeedAddress} from '../catalogue';
import {addressFields as storefrontAddressFields} from '../customers/accounts';
import {
  addressesOf,
  addressOf,
  customerById,
  deleteAddress,
  insertAddress,
  replaceAddress,
  setDefaultAddress,
  updateCustomer,
  type AddressFields,
  type AddressRecord,
  type CustomerRecord,
} from '../customers/store';
import {checkName, compact, type CustomerError} from '../customers/validation';
import type {SandboxConfig} from '../config';
import type {SandboxDb} from '../db';
import {statusUrl} from '../orders/links';
import {
  confirmationNumberOf,
  linesOf,
  orderById,
  ordersOf,
  type OrderLineRecord,
  type OrderRecord,
} from '../orders/store';
import {countryByCode} from '../shopify/markets';
import {moneyOf} from '../shopify/money';
import {parseGid} from '../shopify/nodes';
import type {ResolversFor} from '../shopify/resolvers/field-resolver';
import {imageOf} from '../shopify/resolvers/images';
import {discountApplications, matchesQuery} from '../shopify/resolvers/orders';
import {paginate, type SortPosition} from '../shopify/resolvers/paging';
import {connectionOf} from '../shopify/resolvers/connection';

/** What every resolver sees for one Customer Account API request. */
export interface CustomerAccountContext {
  db: SandboxDb;
  config: SandboxConfig;
  origin: string;
  /** The customer the access token was issued to. */
  customerId: number;
  unsupported: Set<string>;
}

type Resolvers = ResolversFor<CustomerAccountContext>;

interface CustomerSource {
  record: CustomerRecord;
}

interface OrderSource {
  record: OrderRecord;
}

const ADDRESS_NOT_FOUND = {
  code: 'ADDRESS_ID_DOES_NOT_EXIST',
  field: ['addressId'],
  message: 'Address does not exist',
};

export const customerAccountResolvers: Resolvers = {
  Query: {
    customer: (_source, _args, {db, customerId}) => customerObject(customerById(db, customerId)!),
    order: (_source, args, context) => {
      const id = numericGid(args.id, 'Order');
      const order = id === null ? null : orderById(context.db, id);
      return order && order.customerId === context.customerId ? orderObject(order, context) : null;
    },
  },
  Mutation: {
    customerUpdate: (_source, args, {db, customerId}) => {
      const input = args.input as {firstName?: string | null; lastName?: string | null};
      if (input.firstName === undefined && input.lastName === undefined) {
        return {
          customer: null,
          userErrors: [{code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY', field: ['input'], message: 'Input is empty'}],
        };
      }
      const errors = compact([
        checkName(input.firstName ?? null, 'First name', ['input', 'firstName']),
        checkName(input.lastName ?? null, 'Last name', ['input', 'lastName']),
      ]);
      if (errors.length) return {customer: null, userErrors: errors.map(userError)};
      updateCustomer(db, customerId, {
        ...(input.firstName !== undefined ? {firstName: input.firstName?.trim() || null} : {}),
        ...(input.lastName !== undefined ? {lastName: input.lastName?.trim() || null} : {}),
      });
      return {customer: customerObject(customerById(db, customerId)!), userErrors: []};
    },
    customerAddressCreate: (_source, args, {db, customerId}) => {
      const input = args.address as AddressInput;
      const errors = checkAddress(input);
      if (errors.length) return {customerAddress: null, userErrors: errors};
      const id = insertAddress(db, customerId, addressFields(input));
      // The first address is the default whatever `defaultAddress` says, as on Shopify.
      if (args.defaultAddress === true || customerById(db, customerId)!.defaultAddressId === null) {
        setDefaultAddress(db, customerId, id);
      }
      return {customerAddress: addressObject(addressOf(db, customerId, id)!), userErrors: []};
    },
    customerAddressUpdate: (_source, args, {db, customerId}) => {
      const current = findAddress(db, customerId, args.addressId);
      if (!current) return {customerAddress: null, userErrors: [ADDRESS_NOT_FOUND]};
      const isDefault = customerById(db, customerId)!.defaultAddressId === current.id;
      if (args.defaultAddress === false && isDefault) {
        return {
          customerAddress: null,
          userErrors: [
            {
              code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
              field: ['defaultAddress'],
              message: 'Demoting the default address is not allowed; make another address the default',
            },
          ],
        };
      }
      const input = (args.address ?? null) as AddressInput | null;
      if (input) {
        const errors = checkAddress(input);
        if (errors.length) return {customerAddress: null, userErrors: errors};
        replaceAddress(db, customerId, current.id, addressFields({...inputOf(current), ...definedOnly(input)}));
      }
      if (args.defaultAddress === true) setDefaultAddress(db, customerId, current.id);
      return {customerAddress: addressObject(addressOf(db, customerId, current.id)!), userErrors: []};
    },
    customerAddressDelete: (_source, args, {db, customerId}) => {
      const current = findAddress(db, customerId, args.addressId);
      if (!current) return {deletedAddressId: null, userErrors: [ADDRESS_NOT_FOUND]};
      deleteAddress(db, customerId, current.id);
      return {deletedAddressId: addressGid(current.id), userErrors: []};
    },
  },
  Customer: {
    defaultAddress: (source, _args, {db}) => {
      const {record} = source as CustomerSource;
      const address = record.defaultAddressId === null ? null : addressOf(db, record.id, record.defaultAddressId);
      return address ? addressObject(address) : null;
    },
    addresses: (source, args, {db}) => {
      const {record} = source as CustomerSource;
      const addresses = addressesOf(db, record.id).filter(
        (address) => !(args.skipDefault === true && address.id === record.defaultAddressId),
      );
      return paginate(addresses, args, (address) => ({id: address.id, value: address.id}), addressObject);
    },
    orders: (source, args, context) => {
      const {record} = source as CustomerSource;
      const orders = ordersOf(context.db, record.id).filter(matchesQuery(args.query));
      return paginate(orders, args, sortPosition(String(args.sortKey ?? 'ID')), (order) =>
        orderObject(order, context),
      );
    },
  },
  CustomerAddress: {
    formatted: (source, args) => formatted(source as AddressShape, args),
  },
  Order: {
    lineItems: (source, args, context) => {
      const {record} = source as OrderSource;
      return paginate(
        linesOf(context.db, record.id),
        args,
        (line) => ({id: line.id, value: line.id}),
        (line) => lineItemObject(line, record, context),
      );
    },
    fulfillments: (source, args) => {
      const {record} = source as OrderSource;
      const fulfilled = record.fulfillmentStatus !== 'UNFULFILLED';
      return paginate(
        fulfilled ? [record] : [],
        args,
        (order) => ({id: order.id, value: order.id}),
        fulfillmentObject,
      );
    },
  },
};

function customerObject(record: CustomerRecord) {
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'Customer',
    record,
    id: `gid://shopify/Customer/${record.id}`,
    firstName: record.firstName,
    lastName: record.lastName,
    displayName: name || record.email,
    emailAddress: {
      emailAddress: record.email,
      marketingState: record.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
    },
    phoneNumber: record.phone ? {phoneNumber: record.phone, marketingState: 'NOT_SUBSCRIBED'} : null,
    tags: record.tags,
    createdAt: record.createdAt,
    creationDate: record.createdAt,
  };
}

type AddressShape = Omit<AddressFields, 'province' | 'provinceCode'> & {
  province: string | null;
  provinceCode: string | null;
};

function addressGid(id: number): string {
  return `gid://shopify/CustomerAddress/${id}`;
}

function addressObject(address: AddressRecord) {
  return addressShape(addressGid(address.id), address);
}

function addressShape(id: string, address: AddressShape) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'CustomerAddress',
    ...address,
    id,
    name: name || null,
    phoneNumber: address.phone,
    territoryCode: address.countryCode,
    zoneCode: address.provinceCode,
    formattedArea: [address.city, [address.provinceCode, address.country].filter(Boolean).join(', ')]
      .filter(Boolean)
      .join(', ') || null,
  };
}

/** Shopify's address lines: name and company when asked for, street, city line, country. */
function formatted(address: AddressShape, args: Record<string, unknown>): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.provinceCode, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' ');
  return [
    args.withName === true ? name : null,
    args.withCompany !== false ? address.company : null,
    address.address1,
    address.address2,
    cityLine,
    address.country,
  ].filter((line): line is string => Boolean(line));
}

function orderObject(order: OrderRecord, context: CustomerAccountContext) {
  const money = (cents: number) => moneyOf(cents, countryByCode(order.countryCode));
  const shippingAddress = addressShape(
    `gid://shopify/CustomerAddress/${order.id}?model_name=Address`,
    order.shippingAddress satisfies SeedAddress,
  );
  const customer = order.customerId === null ? null : customerById(context.db, order.customerId);
  return {
    __typename: 'Order',
    record: order,
    id: `gid://shopify/Order/${order.id}`,
    name: order.name,
    number: order.orderNumber,
    confirmationNumber: confirmationNumberOf(order),
    processedAt: order.processedAt,
    createdAt: order.processedAt,
    updatedAt: order.processedAt,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    currencyCode: order.currencyCode,
    customerLocale: 'en',
    email: order.email,
    hasEmail: true,
    phone: order.phone,
    note: order.note,
    customer: customer ? customerObject(customer) : null,
    shippingAddress,
    billingAddress: shippingAddress,
    cancelledAt: order.canceledAt,
    cancelReason: order.cancelReason,
    edited: false,
    requiresShipping: true,
    hasMultipleFulfillments: false,
    customAttributes: [],
    shippingDiscountAllocations: [],
    refunds: [],
    discountApplications: connectionOf(discountApplications(order, money)),
    statusPageUrl: statusUrl(order, context.origin),
    // Shopify's order subtotal is after discounts, before shipping and taxes.
    subtotal: money(order.subtotalCents - order.discountCents),
    subtotalBeforeDiscounts: money(order.subtotalCents),
    totalShipping: money(order.shippingCents),
    totalDiscountedShipping: money(order.shippingCents),
    totalTax: money(order.taxCents),
    totalPrice: money(order.totalCents),
    totalRefunded: money(order.refundedCents),
  };
}

function lineItemObject(line: OrderLineRecord, order: OrderRecord, context: CustomerAccountContext) {
  const money = (cents: number) => moneyOf(cents, countryByCode(order.countryCode));
  const found = loadCatalogue().variantById.get(line.variantId);
  const seedImage = found
    ? found.product.images[found.variant.imageIndex ?? 0] ?? found.product.images[0]
    : undefined;
  const image = seedImage ? imageOf(seedImage, context) : null;
  const hasVariantTitle = line.variantTitle && line.variantTitle !== 'Default Title';
  return {
    __typename: 'LineItem',
    id: `gid://shopify/LineItem/${line.id}`,
    title: line.title,
    name: hasVariantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    presentmentTitle: line.title,
    variantTitle: hasVariantTitle ? line.variantTitle : null,
    variantOptions: found ? found.variant.selectedOptions : null,
    sku: line.sku,
    vendor: found?.product.vendor ?? null,
    productType: found?.product.productType ?? null,
    productId: `gid://shopify/Product/${line.productId}`,
    variantId: `gid://shopify/ProductVariant/${line.variantId}`,
    quantity: line.quantity,
    refundableQuantity: line.currentQuantity,
    price: money(line.unitPriceCents),
    totalPrice: money(line.originalTotalCents),
    totalPriceBeforeDiscounts: money(line.originalTotalCents),
    totalPriceWithDiscounts: money(line.discountedTotalCents),
    currentTotalPrice: money(line.discountedTotalCents),
    totalDiscount: money(line.originalTotalCents - line.discountedTotalCents),
    image: image && {...image, src: image.url, originalSrc: image.url, transformedSrc: image.url},
    giftCard: false,
    legacyFee: false,
    requiresShipping: true,
    customAttributes: [],
    discountAllocations: [],
    discountInformation: [],
    soldDiscountInformation: [],
    supportedReturnReasons: [],
  };
}

function fulfillmentObject(order: OrderRecord) {
  return {
    __typename: 'Fulfillment',
    id: `gid://shopify/Fulfillment/${order.id}`,
    status: 'SUCCESS',
    createdAt: order.processedAt,
    updatedAt: order.processedAt,
    isPickedUp: false,
    requiresShipping: true,
    trackingInformation: [],
    events: connectionOf([]),
  };
}

function sortPosition(sortKey: string): (order: OrderRecord) => SortPosition {
  switch (sortKey) {
    case 'PROCESSED_AT':
    case 'CREATED_AT':
    case 'UPDATED_AT':
      return (order) => ({id: order.id, value: order.processedAt});
    case 'ORDER_NUMBER':
      return (order) => ({id: order.id, value: order.orderNumber});
    case 'TOTAL_PRICE':
      return (order) => ({id: order.id, value: order.totalCents});
    default:
      return (order) => ({id: order.id, value: order.id});
  }
}

interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zoneCode?: string | null;
  territoryCode?: string | null;
  zip?: string | null;
  phoneNumber?: string | null;
}

function findAddress(db: SandboxDb, customerId: number, id: unknown): AddressRecord | null {
  const addressId = numericGid(id, 'CustomerAddress');
  return addressId === null ? null : addressOf(db, customerId, addressId);
}

function numericGid(value: unknown, type: string): number | null {
  const parsed = parseGid(value);
  return parsed && parsed.type === type && /^\d+$/.test(parsed.id) ? Number(parsed.id) : null;
}

interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

function checkAddress(input: AddressInput): UserError[] {
  const errors: UserError[] = compact([
    checkName(input.firstName ?? null, 'First name', ['address', 'firstName']),
    checkName(input.lastName ?? null, 'Last name', ['address', 'lastName']),
  ]).map(userError);
  const territory = input.territoryCode?.trim();
  if (territory !== undefined && territory !== '' && !/^[A-Za-z]{2}$/.test(territory)) {
    errors.push({code: 'INVALID_TERRITORY_CODE', field: ['address', 'territoryCode'], message: 'Territory code is invalid'});
  }
  return errors;
}

function userError(error: CustomerError): UserError {
  return {code: error.code, field: error.field, message: error.message};
}

function inputOf(address: AddressRecord): AddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    zoneCode: address.provinceCode ?? address.province,
    territoryCode: address.countryCode ?? address.country,
    zip: address.zip,
    phoneNumber: address.phone,
  };
}

function definedOnly(input: AddressInput): AddressInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

function addressFields(input: AddressInput): AddressFields {
  const {territoryCode, zoneCode, phoneNumber, ...same} = input;
  return storefrontAddressFields({...same, country: territoryCode, province: zoneCode, phone: phoneNumber});
}
