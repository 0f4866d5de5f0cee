import type {AppEnv} from '~/lib/env';

/**
 * The origin absolute addresses are built on (canonical links, structured data, sitemaps,
 * robots.txt, links sent to the team): the configured `PUBLIC_STORE_URL`. The request's own origin
 * comes from its `Host` header, which any client sets, and a forged one would be cached into the
 * sitemap or shown as the canonical address; it is used only in development, where the dev server
 * may listen on any port.
 */
export function publicOrigin(request: Request, env: Pick<AppEnv, 'PUBLIC_STORE_URL'>): string {
  if (process.env.NODE_ENV === 'development') return new URL(request.url).origin;
  return env.PUBLIC_STORE_URL;
}

/**
 * `request`'s path on the public origin, as a plain GET: for Hydrogen's utilities that build their
 * addresses from the request they are given (`getSitemap`, `getSitemapIndex`).
 */
export function atPublicOrigin(request: Request, env: Pick<AppEnv, 'PUBLIC_STORE_URL'>): Request {
  const {pathname, search} = new URL(request.url);
  return new Request(new URL(pathname + search, publicOrigin(request, env)));
}
