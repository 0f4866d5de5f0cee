import type {AppEnv} from '~/lib/env';
import {callService, ServiceError} from '~/lib/http/outbound.server';

/**
 * The hosted form service every request form is forwarded to, from the server only. Its address is
 * the environment's; content only picks one of the form ids below by naming it as the last segment
 * of a block's `basin_endpoint`, so neither an editor nor a request can send a submission anywhere
 * else (guarantee 11).
 */
export const FORM_IDS = {
  contact: ['contact-us', 'custom-print-contact'],
  printOrder: ['custom-print-order'],
  productPhotos: ['product-photos'],
  taxExemption: ['tax-exemption'],
  marketingMaterials: ['marketing-materials'],
} as const satisfies Record<string, readonly string[]>;

/** The form id `endpoint` names when it is one of `known`, else null. */
export function formIdOf(endpoint: unknown, known: readonly string[]): string | null {
  if (typeof endpoint !== 'string') return null;
  const id = endpoint.trim().replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';
  return known.includes(id) ? id : null;
}

/**
 * Sends one submission (urlencoded or multipart, as `body` is). True when the service says it took
 * it; false when it refused, failed or did not answer in time, which the caller shows as the submit
 * error with everything kept.
 */
export async function sendToFormService(
  env: Pick<AppEnv, 'FORMS_API_URL'>,
  formId: string,
  body: URLSearchParams | FormData,
): Promise<boolean> {
  try {
    const response = await callService('forms', `${env.FORMS_API_URL}/${encodeURIComponent(formId)}`, {
      method: 'POST',
      headers: {Accept: 'application/json'},
      body,
      // The service explains refusals in the body; read them rather than throwing.
      acceptStatus: [400, 413, 415, 422],
    });
    const answer = (await response.json().catch(() => null)) as {success?: unknown} | null;
    if (answer?.success === true) return true;
    console.error(`forms: ${formId} refused the submission (${response.status})`);
    return false;
  } catch (error) {
    if (error instanceof ServiceError) return false;
    throw error;
  }
}
