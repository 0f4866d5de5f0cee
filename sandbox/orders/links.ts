/** Where an order's links point: the sandbox (status page) and the storefront (account pages). */
import {loadSandboxConfig} from '../config';
import type {OrderRecord} from './store';

export interface OrderLinks {
  sandboxOrigin: string;
  storefrontUrl: string;
}

/** The links as configured, for callers without a request in hand. */
export function configuredOrderLinks(): OrderLinks {
  const config = loadSandboxConfig();
  return {
    sandboxOrigin: `http://127.0.0.1:${config.port}`,
    storefrontUrl: config.storefront.primaryDomainUrl,
  };
}

/** `Order.statusUrl`: the order status page the sandbox serves. */
export function statusUrl(order: Pick<OrderRecord, 'token'>, sandboxOrigin: string): string {
  return `${sandboxOrigin.replace(/\/$/, '')}/orders/${order.token}`;
}

/** The storefront's own order page, `/account/orders/{orderNumber}`. */
export function accountOrderUrl(storefrontUrl: string, orderNumber: number): string {
  return `${storefrontUrl.replace(/\/$/, '')}/account/orders/${orderNumber}`;
}
