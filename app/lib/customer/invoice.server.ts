import type {AppEnv} from '~/lib/env';
import {numericId} from './orders';

/** The invoice service's printable invoice of an order: `{INVOICE_API_URL}/{shop}/{orderId}`. */
export function invoiceUrl(env: Pick<AppEnv, 'INVOICE_API_URL' | 'PUBLIC_STORE_DOMAIN'>, orderGid: string): string {
  const shop = env.PUBLIC_STORE_DOMAIN.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return `${env.INVOICE_API_URL}/${encodeURIComponent(shop)}/${numericId(orderGid)}`;
}
