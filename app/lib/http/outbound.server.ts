/**
 * Calls to third-party services (forms, email marketing, reviews, chat, invoices). Addresses come
 * from the environment only, every call is bounded in time, and failures are logged by service and
 * status, never with what the customer sent (guarantee 11).
 */

/** How long a shopper waits for a third party before the store gives up and says so. */
export const DEFAULT_TIMEOUT_MS = 8000;

/** The service did not answer in time, could not be reached, or answered with an error status. */
export class ServiceError extends Error {
  constructor(
    readonly service: string,
    /** The HTTP status the service answered with; null when it never answered. */
    readonly status: number | null,
    options?: {cause?: unknown},
  ) {
    super(status === null ? `${service} did not answer` : `${service} answered ${status}`, options);
    this.name = 'ServiceError';
  }
}

export interface ServiceRequest extends RequestInit {
  /** Defaults to DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * Statuses the caller reads itself (a form service's 422 with field errors, say); any other
   * status outside 2xx rejects with ServiceError.
   */
  acceptStatus?: number[];
}

/** Fetches `url` for `service`, rejecting with ServiceError on a timeout, a network failure or an error status. */
export async function callService(
  service: string,
  url: string,
  {timeoutMs = DEFAULT_TIMEOUT_MS, acceptStatus = [], ...init}: ServiceRequest = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {...init, signal: AbortSignal.timeout(timeoutMs)});
  } catch (error) {
    console.error(`${service}: no answer`, error instanceof Error ? error.name : 'Error');
    throw new ServiceError(service, null, {cause: error});
  }
  if (!response.ok && !acceptStatus.includes(response.status)) {
    console.error(`${service}: answered ${response.status}`);
    throw new ServiceError(service, response.status);
  }
  return response;
}
