import type {PreviewState} from '~/lib/content/preview.server';

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

/**
 * A previewed answer passes on the preview cookie the request earned; being a preview, it is kept
 * out of every cache (`cache-control.server.ts`, guarantee 7).
 */
export function markPreview(headers: Headers, preview: PreviewState) {
  if (preview.active && preview.setCookie) headers.append('Set-Cookie', preview.setCookie);
}
