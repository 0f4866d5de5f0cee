import {COUNTRIES, PRIMARY_COUNTRY} from '../markets';
import type {Resolvers} from './types';

export const SHOP_ID = 'gid://shopify/Shop/1';

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
        paymentSettings: {
          acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
          cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
          countryCode: PRIMARY_COUNTRY.isoCode,
          currencyCode: PRIMARY_COUNTRY.currency.isoCode,
          enabledPresentmentCurrencies: COUNTRIES.map((country) => country.currency.isoCode),
          shopifyPaymentsAccountId: null,
          supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
        },
      };
    },
  },
};
