import {ERROR_MESSAGES, type ErrorMessage} from '~/lib/http/error-messages';

/** What the store serves: pages and the Storefront API proxy are read, forms are posted. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/**
 * Why the worker refuses a request before Remix sees it, or null to go on (decision 0009): an
 * address that is not a URL (`Host: localhost:3050:3050`), a method no route takes (Remix's own
 * 405 carries its error's stack), a `Content-Length` that is not a length, or a body on a read.
 * None of these reads the body, so a body that never ends cannot hold the answer back.
 */
export function refusedRequest(request: Request): ErrorMessage | null {
  if (!isUrl(request.url)) return ERROR_MESSAGES.badRequest;
  const method = request.method.toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return ERROR_MESSAGES.methodNotAllowed;
  const length = request.headers.get('Content-Length');
  if (length !== null && !/^\d+$/.test(length.trim())) return ERROR_MESSAGES.badRequest;
  const isRead = method === 'GET' || method === 'HEAD';
  if (isRead && (Number(length ?? 0) > 0 || request.headers.has('Transfer-Encoding'))) return ERROR_MESSAGES.badRequest;
  return null;
}

/** A 405 names what the page would have taken. */
export function allowHeader(): HeadersInit {
  return {Allow: ALLOWED_METHODS.join(', ')};
}

function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}
