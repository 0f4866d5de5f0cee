import type {AppLoadContext, EntryContext} from '@shopify/remix-oxygen';
import {RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {preloadAllBlocks} from '~/blocks/registry';
import {preloadAllPageTypes} from '~/content/StoryContent';
import {isBadAddress} from '~/lib/http/address';
import {NonceContext} from '~/lib/http/nonce';
import {FORM_EMBED_ORIGIN} from '~/lib/content/form-embeds';
import {STORYBLOK_EDITOR_ORIGIN} from '~/lib/content/preview';
import {VIDEO_EMBED_ORIGINS} from '~/lib/content/video';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  const {env, preview} = context;
  const backendOrigins = distinct([
    originOf(env.PUBLIC_STORE_DOMAIN),
    originOf(env.STORYBLOK_API_URL),
    env.PUBLIC_ALGOLIA_URL ? originOf(env.PUBLIC_ALGOLIA_URL) : null,
  ]);
  // The seal's host may serve the seal's script, stylesheet and image, and nothing else may.
  const sealOrigins = distinct([originOf(env.SECURITY_SEAL_URL)]);

  const {nonce, header, NonceProvider} = createContentSecurityPolicy({
    // Hydrogen adds `https://` to these itself.
    shop: {
      checkoutDomain: hostOf(env.PUBLIC_CHECKOUT_DOMAIN),
      storeDomain: hostOf(env.PUBLIC_STORE_DOMAIN),
    },
    // Hydrogen appends the nonce; its defaults (`'self'`, Shopify's CDN) stay.
    scriptSrc: ["'self'", 'https://cdn.shopify.com', 'https://shopify.com', ...sealOrigins],
    styleSrc: sealOrigins,
    imgSrc: distinct([
      "'self'",
      'data:',
      'https://cdn.shopify.com',
      'https://a.storyblok.com',
      ...backendOrigins,
      ...sealOrigins,
    ]),
    connectSrc: ["'self'", 'https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io', ...backendOrigins],
    // Video players, framed only once a visitor presses play, and embedded Google Forms.
    frameSrc: [...VIDEO_EMBED_ORIGINS, FORM_EMBED_ORIGIN],
    objectSrc: ["'none'"],
    // Only the Storyblok editor may frame a preview.
    frameAncestors: preview.active ? [STORYBLOK_EDITOR_ORIGIN] : ["'none'"],
    // `base-uri 'self'` is Hydrogen's default; naming it again would only repeat it.
  });

  // Blocks and page types are chunks of their own (`React.lazy`): the server has them all before it
  // renders, so a page is whole in its HTML, which is all a visitor without JavaScript gets.
  await Promise.all([preloadAllBlocks(), preloadAllPageTypes()]);
  const body = await renderToReadableStream(
    <NonceProvider>
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      // A failed shell rejects above and Remix answers 500; errors reported here were caught by a
      // Suspense boundary (one broken block), so the page itself is still good.
      onError(error) {
        console.error(error);
      },
    },
  );

  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html');
  // nosniff, Referrer-Policy and HSTS are set on every response in server.ts.
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(body, {
    headers: responseHeaders,
    // An address that cannot be ours is the visitor's mistake, whatever the route made of it.
    status: isBadAddress(new URL(request.url).pathname) ? 400 : responseStatusCode,
  });
}

function hostOf(value: string): string {
  return value.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
}

function distinct(sources: (string | null)[]): string[] {
  return [...new Set(sources.filter((source): source is string => Boolean(source)))];
}

function originOf(value: string): string | null {
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).origin;
  } catch {
    return null;
  }
}
