/**
 * Every page's cacheability, decided in one place for every HTML and `.data` answer (guarantee 4;
 * the table of routes in `docs/guarantees.md`). `server.ts` calls `withCachePolicy` on each answer.
 *
 * - **personal** (`private, no-store`): the answer is one visitor's. Every HTML document is: each
 *   carries the visitor's own Shopify analytics tokens (Hydrogen's `Server-Timing: _y, _s`) and a
 *   Content-Security-Policy nonce made for that response alone. So is any `.data` answer that carries
 *   anything of a session (a cart, a signed-in customer, a flashed message: anything the session
 *   cookie brought or now holds), sets a cookie, carries those tokens, is an account page, a preview
 *   or a post, or that its route already keeps out of caches (the cart, privacy choices).
 * - **shared** (`public, max-age=0, s-maxage=60, stale-while-revalidate=300`): a `.data` answer for
 *   a visitor with no session, which carries content, products and listings only. A shared cache may
 *   keep it a minute (and serve it five more while it refetches); a browser asks again each time.
 * - **uncached** (`no-store`): anything else of a page that is not a 200 (a 404, a redirect), for
 *   a visitor with no session: not personal, but not worth keeping either.
 *
 * Every page answer says `Vary: Cookie`: what it holds depends on the session cookie, and a listing's
 * order may depend on the visitor-id cookie. Other answers (sitemaps, robots.txt, JSON endpoints)
 * keep what their route says, unless they set a cookie.
 */
export const CACHE_POLICIES = {
  personal: 'private, no-store',
  shared: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  uncached: 'no-store',
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

export interface CacheFacts {
  session: {arrivedWithData: boolean; holdsData: boolean};
  preview: {active: boolean};
}

/** `response` with its Cache-Control (and Vary) set by the policy above. */
export function withCachePolicy(response: Response, request: Request, facts: CacheFacts): Response {
  const policy = cachePolicyOf(response, request, facts);
  if (policy === null) return response;
  // Some responses (redirects made by `Response.redirect`) have immutable headers.
  const answer = new Response(response.body, response);
  answer.headers.set('Cache-Control', CACHE_POLICIES[policy]);
  if (isPage(response, request) && !/\bCookie\b/i.test(answer.headers.get('Vary') ?? '')) {
    answer.headers.append('Vary', 'Cookie');
  }
  return answer;
}

/** Which policy applies, or null to keep what the route said (an answer that is not a page). */
function cachePolicyOf(response: Response, request: Request, facts: CacheFacts): CachePolicy | null {
  if (!isPage(response, request)) return response.headers.has('Set-Cookie') ? 'personal' : null;
  if (isPersonal(response, request, facts)) return 'personal';
  return response.status === 200 ? 'shared' : 'uncached';
}

/** Shopify's visitor and visit tokens, as Hydrogen hands them to the browser. */
const VISITOR_TOKENS = /(?:^|,)\s*_[ys];/;

function isPersonal(response: Response, request: Request, {session, preview}: CacheFacts): boolean {
  const {headers} = response;
  return (
    isDocument(response) ||
    session.arrivedWithData ||
    session.holdsData ||
    headers.has('Set-Cookie') ||
    VISITOR_TOKENS.test(headers.get('Server-Timing') ?? '') ||
    preview.active ||
    !['GET', 'HEAD'].includes(request.method) ||
    isAccountPath(new URL(request.url).pathname.replace(/\.data$/, '')) ||
    /\b(?:private|no-store)\b/.test(headers.get('Cache-Control') ?? '')
  );
}

/** `/account`, `/account/…` and the same under a locale prefix. */
export function isAccountPath(pathname: string): boolean {
  return /^(?:\/[a-z]{2}-[a-z]{2})?\/account(?:\/|$)/i.test(pathname);
}

/** An HTML document, a navigation's `.data`, or a redirect in their place. */
function isPage(response: Response, request: Request): boolean {
  return (
    isDocument(response) ||
    new URL(request.url).pathname.endsWith('.data') ||
    (response.status >= 300 && response.status < 400)
  );
}

function isDocument(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
}
