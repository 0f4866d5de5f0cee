import {createCustomerAccountClient, createStorefrontClient, createWithCache} from '@shopify/hydrogen';
import {getStorefrontHeaders} from '@shopify/remix-oxygen';
import {algoliaSettings} from '~/lib/listing/algolia';
import {parseEnv} from '~/lib/env';
import {localeFromPath, localizePath} from '~/lib/i18n/locale';
import {resolvePreview} from '~/lib/content/preview.server';
import {AppSession} from '~/lib/session';
import {STOREFRONT_API_VERSION} from '~/lib/storefront-api';
import {createContentClient} from '~/lib/content/storyblok/client.server';
import {createLastGoodCopies} from '~/lib/content/storyblok/last-good.server';
import {CART_QUERY_FRAGMENT} from '~/lib/fragments';
import {createStoreCartHandler} from '~/lib/cart/cart-handler.server';
import {createCustomerAccountApiAccounts} from '~/lib/customer/customer-account.server';
import {createStorefrontCustomerAccounts} from '~/lib/customer/storefront.server';

/**
 * Everything a loader or action needs for one request. Kept apart from server.ts so its type can
 * become `AppLoadContext`.
 */
export async function createAppLoadContext(
  request: Request,
  rawEnv: Env,
  executionContext: ExecutionContext,
) {
  const env = parseEnv(rawEnv as unknown as Record<string, unknown>);
  const {pathname} = new URL(request.url);
  const locale = localeFromPath(pathname);
  const waitUntil = executionContext.waitUntil.bind(executionContext);

  const [cache, session, preview] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, env.SESSION_SECRET),
    resolvePreview(request, env),
  ]);

  const {storefront} = createStorefrontClient({
    cache,
    waitUntil,
    i18n: {language: locale.language, country: locale.country},
    publicStorefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN,
    privateStorefrontToken: env.PRIVATE_STOREFRONT_API_TOKEN,
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    storefrontApiVersion: STOREFRONT_API_VERSION,
    storefrontId: env.PUBLIC_STOREFRONT_ID,
    storefrontHeaders: getStorefrontHeaders(request),
  });

  // New customer accounts when the environment names the shop's Customer Account API client, as
  // Hydrogen's createHydrogenContext builds them; legacy accounts otherwise (decision 0017).
  const customerAccount =
    env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID && env.SHOP_ID
      ? createCustomerAccountClient({
          session,
          request,
          waitUntil,
          customerAccountId: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
          shopId: env.SHOP_ID,
          customerApiVersion: STOREFRONT_API_VERSION,
          language: locale.language,
          loginPath: localizePath('/account/login', locale),
          defaultRedirectPath: localizePath('/account', locale),
        })
      : undefined;
  const customer = customerAccount
    ? createCustomerAccountApiAccounts({customerAccount, storefront, session})
    : createStorefrontCustomerAccounts(storefront, session);

  const cart = createStoreCartHandler({
    storefront,
    // A cart made while signed in carries the customer's token, so its order lands in the account.
    customerAccount,
    // The cart id rides in the signed, HttpOnly session cookie rather than a cookie of its own
    // that scripts could read or a visitor could swap for someone else's cart id.
    getCartId: () => session.get('cartId'),
    setCartId: (cartId) => {
      session.set('cartId', cartId);
      return new Headers();
    },
    cartQueryFragment: CART_QUERY_FRAGMENT,
  });

  const withCache = createWithCache({cache, waitUntil, request});

  return {
    env,
    locale,
    session,
    storefront,
    cart,
    /** Every customer call; routes never query customers themselves. */
    customer,
    preview,
    content: createContentClient({
      env,
      locale,
      version: preview.active ? 'draft' : 'published',
      withCache,
      lastGood: createLastGoodCopies(cache, waitUntil),
    }),
    algolia: algoliaSettings(env, locale),
    /** Caches a third party's answers with Hydrogen's strategies, as the storefront client does. */
    withCache,
    waitUntil,
  };
}
