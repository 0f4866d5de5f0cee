/**
 * New customer accounts on the local runtime (docs/decisions/0026): Hydrogen names every Customer
 * Account API address on `https://shopify.com` and hands Shopify an `https` callback on the store's
 * own origin. When the store runs against the sandbox, the local runtime maps those addresses to the
 * sandbox, as a hosts file would, in two places: the worker's outbound requests (a workerd service
 * that every `fetch` of the storefront goes through) and the redirects the browser is sent
 * (`Location`, and the redirect a single-fetch `.data` answer carries). The store has no TLS on
 * loopback, so a loopback `https` callback (`redirect_uri`, `post_logout_redirect_uri`, `Origin`)
 * becomes `http` on its way to the sandbox, which accepts plain http callbacks on loopback only.
 * Production never runs this: Oxygen has no such mapping and the storefront's code is Hydrogen's.
 */

/**
 * The functions both workers run, as JavaScript source (workerd runs it as it stands; the tests
 * evaluate the same text).
 */
export const SHOPIFY_ACCOUNT_MAPPING = /* js */ `
const SHOPIFY_ORIGIN = 'https://shopify.com';
const LOOPBACK_HTTPS = /^https:\\/\\/(127\\.0\\.0\\.1|localhost|\\[::1\\])(?=[:/?#]|$)/;
const CALLBACK_PARAMETERS = ['redirect_uri', 'post_logout_redirect_uri'];

function toPlainLoopback(value) {
  return value.replace(LOOPBACK_HTTPS, 'http://$1');
}

/** A shopify.com address moved to the sandbox, its callbacks plain http on loopback; else null. */
function mapShopifyUrl(value, sandboxOrigin) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== SHOPIFY_ORIGIN) return null;
  for (const name of CALLBACK_PARAMETERS) {
    const callback = url.searchParams.get(name);
    if (callback !== null) url.searchParams.set(name, toPlainLoopback(callback));
  }
  return sandboxOrigin + url.pathname + url.search;
}

/** Every shopify.com address in a text (a single-fetch answer's redirect), mapped. */
function mapShopifyUrlsIn(text, sandboxOrigin) {
  return text.replace(/https:\\/\\/shopify\\.com\\/[^"'\\s<>\\\\]*/g, (found) => mapShopifyUrl(found, sandboxOrigin) ?? found);
}

/** A form body (the token request) with its redirect_uri plain http on loopback. */
function mapFormBody(text) {
  const form = new URLSearchParams(text);
  const callback = form.get('redirect_uri');
  if (callback === null) return text;
  form.set('redirect_uri', toPlainLoopback(callback));
  return form.toString();
}

/** What the storefront sends the browser, with any redirect to shopify.com sent to the sandbox. */
async function mapBrowserResponse(response, sandboxOrigin) {
  const location = response.headers.get('Location');
  const mappedLocation = location ? mapShopifyUrl(location, sandboxOrigin) : null;
  const isDataRedirect = response.status === 202 && response.headers.get('X-Remix-Response') === 'yes';
  if (!mappedLocation && !isDataRedirect) return response;
  if (!isDataRedirect) {
    const mapped = new Response(response.body, response);
    mapped.headers.set('Location', mappedLocation);
    return mapped;
  }
  const mapped = new Response(mapShopifyUrlsIn(await response.text(), sandboxOrigin), response);
  mapped.headers.delete('Content-Length');
  return mapped;
}

/** An outbound request of the storefront, sent to the sandbox when it is for shopify.com. */
async function mapOutboundRequest(request, sandboxOrigin) {
  const target = mapShopifyUrl(request.url, sandboxOrigin);
  if (!target) return null;
  const headers = new Headers(request.headers);
  const origin = headers.get('Origin');
  if (origin) headers.set('Origin', toPlainLoopback(origin));
  headers.delete('Content-Length');
  let body = null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text();
    const isForm = (headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
    body = isForm ? mapFormBody(text) : text;
  }
  return new Request(target, {method: request.method, headers, body, redirect: 'manual'});
}
`;

/** The workerd service the storefront's outbound requests go through. */
export const SHOPIFY_ACCOUNT_HOSTS_WORKER = `${SHOPIFY_ACCOUNT_MAPPING}
export default {
  async fetch(request, env) {
    const mapped = await mapOutboundRequest(request, env.sandboxOrigin);
    return fetch(mapped ?? request);
  },
};`;

/**
 * The sandbox's origin when the store's Shopify is the local sandbox (a plain-http loopback store
 * domain, as `.env.example` has it); null for a real shop, which gets no mapping.
 */
export function accountsSandboxOrigin(env: Record<string, string>): string | null {
  const domain = env.PUBLIC_STORE_DOMAIN ?? '';
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(domain)) return null;
  return new URL(domain).origin;
}
