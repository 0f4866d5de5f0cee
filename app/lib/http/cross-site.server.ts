/**
 * Paths that take writes from other sites by design (a payment or service webhook, which proves
 * itself with a signature instead); add one here with the check that replaces this one.
 */
export const CROSS_SITE_WEBHOOK_PATHS: readonly string[] = [
  // Storyblok's story webhook: its `webhook-signature` is checked (`routes/api.storyblok-webhook.tsx`).
  '/api/storyblok-webhook',
];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a write another site's page sent (guarantee 10): the browser says so with
 * `Sec-Fetch-Site: cross-site`, or (older browsers) names a foreign `Origin`. Browsers send one of
 * the two with every form post; a request with neither comes from a script, which carries no
 * visitor's cookies.
 */
export function isCrossSiteWrite(
  request: Request,
  webhookPaths: readonly string[] = CROSS_SITE_WEBHOOK_PATHS,
): boolean {
  if (READ_METHODS.has(request.method.toUpperCase())) return false;
  const url = new URL(request.url);
  if (webhookPaths.includes(url.pathname)) return false;
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return true;
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== url.origin;
}
