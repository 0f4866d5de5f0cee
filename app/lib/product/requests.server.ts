import type {AppEnv} from '~/lib/env';
import {callService} from '~/lib/http/outbound.server';

/** The hosted form that collects special-order requests. */
export const SPECIAL_ORDER_FORM_ID = 'special-order';

export interface BackInStockSignup {
  email: string;
  subscribe: boolean;
  /** Numeric ids, as the email-marketing provider's Shopify integration knows them. */
  productId: string;
  variantId: string;
  /** The list a subscriber joins when they also ask for the newsletter. */
  listId: string | null;
}

/** Asks the email-marketing provider to write when the variant is back; rejects with ServiceError. */
export async function signUpForRestock(
  env: Pick<AppEnv, 'KLAVIYO_API_URL' | 'KLAVIYO_COMPANY_ID'>,
  signup: BackInStockSignup,
): Promise<void> {
  const body = new URLSearchParams({
    a: env.KLAVIYO_COMPANY_ID,
    email: signup.email,
    platform: 'shopify',
    variant: signup.variantId,
    product: signup.productId,
    subscribe_for_newsletter: String(signup.subscribe),
  });
  if (signup.listId) body.set('g', signup.listId);
  await callService('back-in-stock', `${env.KLAVIYO_API_URL}/back-in-stock`, {method: 'POST', body});
}

export interface SpecialOrderRequest {
  firstName: string;
  lastName: string;
  email: string;
  productUrl: string;
}

/** Sends a special-order request to the hosted form service; false when it refused it. */
export async function sendSpecialOrder(
  env: Pick<AppEnv, 'FORMS_API_URL'>,
  request: SpecialOrderRequest,
): Promise<boolean> {
  const response = await callService('forms', `${env.FORMS_API_URL}/${SPECIAL_ORDER_FORM_ID}`, {
    method: 'POST',
    headers: {Accept: 'application/json'},
    body: new URLSearchParams({
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      product_url: request.productUrl,
    }),
  });
  const answer = (await response.json().catch(() => null)) as {success?: unknown} | null;
  return answer?.success === true;
}
