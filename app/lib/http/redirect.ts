import {redirect} from '@shopify/remix-oxygen';

/** Control characters and backslashes: browsers drop or reinterpret them, so no safe target has one. */
const UNSAFE_CHARACTER = /[\p{Cc}\\]/u;
/** `http:evil.example` is a relative path to `new URL` with an http base, but a host to a browser. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The path (with search and hash) that `target` leads to when it stays on the origin of
 * `requestUrl`, else null. Every redirect the store issues from something a visitor or an editor
 * supplied goes through this (guarantee 1).
 */
export function sameOriginPath(target: unknown, requestUrl: string | URL): string | null {
  if (typeof target !== 'string' || target === '' || UNSAFE_CHARACTER.test(target)) return null;
  const base = new URL(requestUrl);
  let resolved: URL;
  try {
    resolved = HAS_SCHEME.test(target) ? new URL(target) : new URL(target, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
  return path.startsWith('//') ? null : path;
}

/** Where to send the visitor: `target` when it stays on our origin, else `fallback`. */
export function safeRedirectPath(target: unknown, requestUrl: string | URL, fallback = '/'): string {
  return sameOriginPath(target, requestUrl) ?? fallback;
}

/** A redirect to `target` if it stays on our origin, else to the home page. */
export function safeRedirect(
  target: unknown,
  request: Request,
  init?: number | ResponseInit,
): Response {
  return redirect(safeRedirectPath(target, request.url), init);
}
