import {Analytics, getShopAnalytics} from '@shopify/hydrogen';
import {lazy} from 'react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {AnalyticsDataLayer} from '~/components/AnalyticsDataLayer';
import {PageLayout} from '~/components/PageLayout';
import {PreviewBar} from '~/components/PreviewBar';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {payableCart} from '~/lib/cart/totals';
import {DEFAULT_LOCALE, localeFromPath} from '~/lib/i18n/locale';
import {takeNewsletterAnswer} from '~/lib/forms/newsletter.server';
import {FALLBACK_GLOBAL} from '~/lib/content/storyblok/fallback-global';
import {withoutCopiedMobileNavigation} from '~/lib/content/storyblok/lean';
import {useNonce} from '~/lib/http/nonce';
import type {GlobalContent} from '~/lib/content/storyblok/types';
import appStyles from '~/styles/app.css?url';

/** The empty mini-cart's content: it shows only once the mini-cart opens, so the block registry loads then. */
const Blocks = lazy(() => import('~/blocks/Blocks').then((module) => ({default: module.Blocks})));

export type RootLoader = typeof loader;

/**
 * Root data (global story, login state) changes only after a mutation, an explicit revalidate, or a
 * move to another locale, whose header and footer are another story.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (currentUrl.toString() === nextUrl.toString()) return true;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
};

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

export async function loader({context}: LoaderFunctionArgs) {
  const {content, cart, customer, session, locale, storefront, env, preview} = context;

  // New customer accounts may renew the token upstream: asked for beside the global story.
  const signedIn = customer.readToken().then((token) => token !== null);

  // The cart is below the fold of importance: stream it instead of blocking the page.
  const currentCart = cart.get().catch((error: unknown) => {
    console.error('Cart unavailable', error);
    return null;
  });
  // Lines no longer for sale are not bought at checkout, so the count leaves them out.
  const cartCount = currentCart.then((current) => (current ? payableCart(current).quantity : 0));

  const global = await content
    .getStory<GlobalContent>('global')
    .then((story) => story?.content ?? null)
    .catch((error: unknown) => {
      // Without the global story (and no copy of it kept) the shell renders the built-in navigation.
      console.error('Global story unavailable', error);
      return null;
    });

  return {
    global: global ? globalForPages(global) : FALLBACK_GLOBAL,
    lang: locale.tag,
    isLoggedIn: await signedIn,
    cartCount,
    // Hydrogen's analytics (`Analytics.Provider`): page, product, collection, search and cart
    // views and cart changes, reported once the visitor's consent (Shopify's Customer Privacy API) allows.
    analytics: {
      cart: currentCart,
      shop: getShopAnalytics({storefront, publicStorefrontId: env.PUBLIC_STOREFRONT_ID}).catch((error: unknown) => {
        console.error('Shop analytics unavailable', error);
        return null;
      }),
      consent: {
        checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN,
        storefrontAccessToken: env.PUBLIC_STOREFRONT_API_TOKEN,
        withPrivacyBanner: false,
        country: locale.country,
        language: locale.language,
      },
    },
    // Listings send Algolia Insights events about their results from the browser (with consent).
    algoliaInsights: {appId: context.algolia.appId, apiKey: context.algolia.searchKey, url: context.algolia.insightsUrl},
    // A newsletter signup sent without JavaScript comes back here, once.
    newsletter: takeNewsletterAnswer(session),
    preview: preview.active,
    securitySeal: {url: env.SECURITY_SEAL_URL, issuer: env.SECURITY_SEAL_ISSUER},
  };
}

/** The global story as every page carries it: the cart's messages only the cart page reads, itself. */
function globalForPages({
  unavailable_items_error: _itemsError,
  unavailable_checkout_error: _checkoutError,
  ...global
}: GlobalContent): GlobalContent {
  return {
    ...global,
    header: global.header?.map(withoutCopiedMobileNavigation),
    // Third-party addresses come from the environment, never from content (guarantee 11): the
    // footer's signup posts to our own action, so the address an editor typed must not reach the page.
    footer: global.footer?.map((footer) => ({
      ...footer,
      subscribe: footer.subscribe?.map(({endpoint: _endpoint, ...subscribe}) => subscribe),
    })),
  };
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootLoader>('root');

  return (
    // Not `useLocale()`: a location subscription here would re-render the document on every hash
    // change, and React gives up hydrating the streamed-data boundaries inside `<Scripts>` (#421).
    <html lang={data?.lang ?? DEFAULT_LOCALE.tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        {/* The stylesheet first: it holds up the first paint, and the blocks' script preloads (in the
            meta, as they depend on the page's data) would otherwise be asked for ahead of it. */}
        <Links />
        <Meta />
      </head>
      {/* In preview, room below the footer for the fixed preview bar. */}
      <body
        className={`min-h-screen bg-white font-sans antialiased${data?.preview ? ' pb-36 sm:pb-20' : ''}`}
      >
        {data ? (
          <Analytics.Provider cart={data.analytics.cart} shop={data.analytics.shop} consent={data.analytics.consent}>
            <PageLayout
              global={data.global}
              isLoggedIn={data.isLoggedIn}
              cartCount={data.cartCount}
              securitySeal={data.securitySeal}
              miniCartEmpty={<Blocks blocks={data.global.header?.[0]?.minicart_empty_content} />}
            >
              {children}
            </PageLayout>
            <AnalyticsDataLayer />
          </Analytics.Provider>
        ) : (
          <main id="main-content">{children}</main>
        )}
        {/* Inside the editor's frame, browsers that block third-party storage refuse the
            sessionStorage that scroll restoration's inline script reads before anything can catch it. */}
        {data?.preview ? <PreviewBar /> : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
