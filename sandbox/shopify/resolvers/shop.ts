import {loadCatalogue} from '../../catalogue';
import type {StorefrontContext} from '../context';
import {COUNTRIES, PRIMARY_COUNTRY} from '../markets';
import {convertCents, toCents} from '../money';
import {metafieldFields, type MetafieldOwner} from './metafields';
import {loadOnlineStore, type PolicyField} from '../online-store';
import {policyNode} from '../online-store/nodes';
import {policyResolvers} from './policies';
import type {FieldResolver, Resolvers} from './types';

export const SHOP_ID = 'gid://shopify/Shop/1';

const PAYMENT_SETTINGS = {
  acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
  cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
  countryCode: PRIMARY_COUNTRY.isoCode,
  currencyCode: PRIMARY_COUNTRY.currency.isoCode,
  enabledPresentmentCurrencies: COUNTRIES.map((country) => country.currency.isoCode),
  shopifyPaymentsAccountId: null,
  supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
};

export const shopResolvers: Resolvers = {
  Query: {
    shop: (_source, _args, {config}) => {
      const domain = new URL(config.storefront.primaryDomainUrl);
      return {
        __typename: 'Shop',
        id: SHOP_ID,
        name: 'Green Packaging Co.',
        description:
          'Compostable cups, containers and tableware for cafés, restaurants and caterers, ' +
          'shipped from Portland, Oregon.',
        moneyFormat: '${{amount}}',
        primaryDomain: {
          host: domain.host,
          url: domain.origin,
          sslEnabled: domain.protocol === 'https:',
        },
        brand: null,
        shipsToCountries: COUNTRIES.map((country) => country.isoCode),
        paymentSettings: PAYMENT_SETTINGS,
      };
    },
    paymentSettings: () => PAYMENT_SETTINGS,
  },
  Shop: {
    privacyPolicy: policyField('privacyPolicy'),
    refundPolicy: policyField('refundPolicy'),
    shippingPolicy: policyField('shippingPolicy'),
    termsOfService: policyField('termsOfService'),
    subscriptionPolicy: policyField('subscriptionPolicy'),
    ...metafieldFields((_source, context) => shopOwner(context)),
  },
  ShopPolicy: policyResolvers,
  // The subscription policy's type; the shop has written its own, so it has an id.
  ShopPolicyWithDefault: policyResolvers,
};

function policyField(field: PolicyField): FieldResolver {
  return () => {
    const policy = loadOnlineStore().policyByField.get(field);
    return policy ? policyNode(policy) : null;
  };
}

/**
 * The shop's own metafields. `gpp.free_shipping_threshold` is a `money` metafield so it carries its
 * currency: the threshold converted into the request's market,
 * e.g. `{"amount":"202.50","currency_code":"CAD"}`.
 */
function shopOwner({country}: StorefrontContext): MetafieldOwner {
  const threshold = convertCents(toCents(loadCatalogue().shop.freeShippingThreshold), country);
  return {
    id: SHOP_ID,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    node: {__typename: 'Shop', id: SHOP_ID},
    metafields: new Map([
      [
        'gpp.free_shipping_threshold',
        {
          type: 'money',
          value: JSON.stringify({
            amount: (threshold / 100).toFixed(2),
            currency_code: country.currency.isoCode,
          }),
        },
      ],
    ]),
  };
}
