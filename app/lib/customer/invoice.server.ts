import type {AppEnv} from '~/lib/env';
import {localizePath, type Locale} from '~/lib/i18n/locale';
import {numericId} from './orders';

/**
 * How long a signed invoice address opens the invoice: time enough to follow the store's redirect
 * (and retry a slow load), too little for a copied address to be worth much.
 */
export const INVOICE_LINK_SECONDS = 300;

/**
 * The store's own address of an order's invoice, which every page links to: it checks that the
 * order is the signed-in customer's before sending them on to the invoice service.
 */
export function invoicePath(orderNumber: number, locale: Locale): string {
  return localizePath(`/account/orders/${orderNumber}/invoice`, locale);
}

/**
 * The invoice service's address of an order's invoice, signed so that it opens that order's
 * invoice only, and only for `INVOICE_LINK_SECONDS`:
 * `{INVOICE_API_URL}/{shop}/{orderId}?expires={unix seconds}&signature={hex HMAC-SHA256}`.
 */
export async function signedInvoiceUrl(
  env: Pick<AppEnv, 'INVOICE_API_URL' | 'INVOICE_API_SECRET' | 'PUBLIC_STORE_DOMAIN'>,
  orderGid: string,
  now = Date.now(),
): Promise<string> {
  const shop = env.PUBLIC_STORE_DOMAIN.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const orderId = numericId(orderGid);
  const expires = Math.floor(now / 1000) + INVOICE_LINK_SECONDS;
  const signature = await invoiceSignature(env.INVOICE_API_SECRET, {shop, orderId, expires});
  const url = new URL(`${env.INVOICE_API_URL}/${encodeURIComponent(shop)}/${orderId}`);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signature);
  return url.toString();
}

const encoder = new TextEncoder();

/**
 * HMAC-SHA256 of `{shop}\n{orderId}\n{expires}` with the secret shared with the invoice service,
 * as lowercase hex. Web Crypto, so it runs in the worker as it does in Node.
 */
export async function invoiceSignature(
  secret: string,
  {shop, orderId, expires}: {shop: string; orderId: string; expires: number},
): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${shop}\n${orderId}\n${expires}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
