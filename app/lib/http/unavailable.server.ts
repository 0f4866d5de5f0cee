/** Seconds a visitor (or a crawler) is asked to wait before asking again for a page that is unavailable. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * Thrown by a loader or action whose service cannot answer and which has nothing kept to answer
 * with: the page is a 503, its route's error view saying so in plain words inside the shell.
 */
export function serviceUnavailable(): Response {
  // No body: Remix puts a thrown response's body in the page's data, and the error view says it all.
  return new Response(null, {status: 503, headers: retryAfter()});
}

/** Whether a loader or action threw `serviceUnavailable()` (or any 503). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof Response && error.status === 503;
}

/**
 * Gives a 503 its `Retry-After`. Remix hands a thrown response's headers only to the route that
 * threw it, so the worker adds it to whatever page comes out as a 503.
 */
export function withRetryAfter(response: Response): Response {
  if (response.status === 503 && !response.headers.has('Retry-After')) {
    response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  return response;
}

function retryAfter() {
  return {'Retry-After': String(RETRY_AFTER_SECONDS)};
}
