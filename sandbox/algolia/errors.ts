/**
 * Algolia answers every failure with `{message, status}` and the matching HTTP status; the clients
 * surface `message` as the error text, so the wording follows the real engine's.
 */
import {json} from '../http/responses';

export class AlgoliaError extends Error {
  constructor(message: string, readonly status: 400 | 403 | 404) {
    super(message);
  }
}

export const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';
export const INDEX_DOES_NOT_EXIST = 'Index does not exist';

export function badRequest(message: string): AlgoliaError {
  return new AlgoliaError(message, 400);
}

export function algoliaErrorResponse(error: AlgoliaError): Response {
  return json({message: error.message, status: error.status}, {status: error.status});
}

/**
 * A credential (`x-algolia-application-id`, `x-algolia-api-key`) from the headers, or from the query
 * string in any letter case: browser clients send `x-algolia-*`, Insights beacons `X-Algolia-*`.
 */
export function credential(request: Request, name: string): string | null {
  const fromHeader = request.headers.get(name);
  if (fromHeader !== null) return fromHeader;
  const wanted = name.toLowerCase();
  for (const [key, value] of new URL(request.url).searchParams) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}
