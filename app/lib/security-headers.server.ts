import type {PreviewState} from '~/lib/preview.server';

/**
 * The headers every response carries, HTML or not, error or not (guarantee 5). The
 * Content-Security-Policy is the page's own and is set where the page is rendered.
 */
export function withSecurityHeaders(response: Response, request: Request): Response {
  // Some responses (redirects made by `Response.redirect`) have immutable headers.
  const secured = new Response(response.body, response);
  secured.headers.set('X-Content-Type-Options', 'nosniff');
  secured.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // Browsers ignore HSTS over http, and local http must stay usable.
  // Read from the text: an address that is not a URL (a forged Host) still gets these headers.
  if (request.url.startsWith('https:')) {
    secured.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  return secured;
}

/** A previewed answer holds drafts: no cache may keep it (guarantee 7). */
export function markPreview(headers: Headers, preview: PreviewState) {
  if (!preview.active) return;
  headers.set('Cache-Control', 'no-store');
  if (preview.setCookie) headers.append('Set-Cookie', preview.setCookie);
}

/**
 * An answer that may carry one customer's data: an account page, or any page for a signed-in
 * visitor (the header reads their token). No cache keeps it, and none may serve it to another
 * cookie (guarantee 4).
 */
export function markCustomerPrivate(headers: Headers) {
  headers.set('Cache-Control', 'no-store');
  if (!/\bCookie\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Cookie');
}

/** `/account`, `/account/…` and the same under a locale prefix. */
export function isAccountPath(pathname: string): boolean {
  return /^(?:\/[a-z]{2}-[a-z]{2})?\/account(?:\/|$)/i.test(pathname);
}
