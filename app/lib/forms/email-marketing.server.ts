import type {AppEnv} from '~/lib/env';
import {callService} from '~/lib/http/outbound.server';

/**
 * The email-marketing service's list signup (its form API: `g` list id, `email`, `$fields` naming
 * the extra properties sent, `$source`). Used by the newsletter forms, the marketing-materials form
 * and registration.
 */
export interface ListSignup {
  email: string;
  listId: string;
  /** Where the person signed up, as the marketing team reads it (`$source`). */
  source: string;
  /** Extra profile properties, listed in `$fields` along with `$source`. */
  properties?: Record<string, string>;
}

/** Resolves when the service took the signup; rejects (ServiceError or refusal) otherwise. */
export async function subscribeToList(env: Pick<AppEnv, 'KLAVIYO_API_URL'>, signup: ListSignup): Promise<void> {
  const properties = signup.properties ?? {};
  const body = new URLSearchParams({
    g: signup.listId,
    email: signup.email,
    $fields: [...Object.keys(properties), '$source'].join(','),
    $source: signup.source,
    ...properties,
  });
  const response = await callService('email marketing', `${env.KLAVIYO_API_URL}/subscribe`, {
    method: 'POST',
    headers: {Accept: 'application/json', 'Cache-Control': 'no-cache'},
    body,
    // The service explains a refusal (a malformed address, an unknown list) in a 400 body.
    acceptStatus: [400],
  });
  const answer = (await response.json().catch(() => null)) as {success?: unknown} | null;
  if (answer?.success !== true) {
    console.error(`email marketing: signup refused (${response.status})`);
    throw new Error('The email-marketing service refused the signup');
  }
}
