/**
 * Invoices open only for the order's owner (guarantee 4): the store's invoice route against the
 * sandbox's customers, orders and invoice service, and the invoice service refusing every address
 * the store did not sign for that order just now.
 */
import {readFileSync} from 'node:fs';
import type {AppLoadContext, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {beforeAll, describe, expect, it} from 'vitest';
import {parseEnv} from '../../app/lib/env';
import {invoicePath, invoiceSignature, signedInvoiceUrl} from '../../app/lib/customer/invoice.server';
import {signIn, TOKEN_KEY} from '../../app/lib/customer/session.server';
import {createStorefrontCustomerAccounts} from '../../app/lib/customer/storefront.server';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../app/lib/i18n/locale';
import {AppSession} from '../../app/lib/session';
import {loader as invoiceLoader} from '../../app/routes/($locale).account.orders.$orderNumber_.invoice';
import {parseDotenv} from '../../scripts/local-env';
import {hydrogenStorefront, setupServedSandbox} from '../../sandbox/testing';

const served = setupServedSandbox();
const CANADA = LOCALES.find((locale) => locale.tag === 'en-ca')!;
const DEVON = {email: 'devon@example.com', password: 'taproom88'};
const MARIA = {email: 'maria@example.com', password: 'compost123'};

let env: ReturnType<typeof parseEnv>;
let devonOrder: {number: number; id: string};

function customers(session: AppSession) {
  return createStorefrontCustomerAccounts(hydrogenStorefront(served.url()), session);
}

/** A session as the cookie of someone signed in as `who`, or of a visitor who is not. */
async function sessionOf(who: {email: string; password: string} | null) {
  const session = await AppSession.init(new Request('http://localhost/'), ['s'.repeat(32)]);
  if (who) signIn(session, await customers(session).login(who.email, who.password));
  return session;
}

function args(session: AppSession, orderNumber: string, locale: Locale = DEFAULT_LOCALE): LoaderFunctionArgs {
  const path = `${locale.pathPrefix}/account/orders/${orderNumber}/invoice`;
  const context = {session, locale, env, customer: customers(session)} as unknown as AppLoadContext;
  const params = locale.pathPrefix ? {locale: locale.tag, orderNumber} : {orderNumber};
  return {request: new Request(`http://localhost${path}`), params, context};
}

/** What the loader answered or threw, as a Response or Remix's `data()` with its status. */
async function answer(loaded: Promise<unknown>): Promise<{status: number; location: string | null}> {
  const result = await loaded.catch((thrown: unknown) => thrown);
  if (result instanceof Response) return {status: result.status, location: result.headers.get('Location')};
  return {status: (result as {init?: ResponseInit}).init?.status ?? 200, location: null};
}

beforeAll(async () => {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  env = parseEnv({...example, INVOICE_API_URL: `${served.url()}/invoices`});
  const devon = customers(await sessionOf(null));
  const token = (await devon.login(DEVON.email, DEVON.password)).accessToken;
  const [order] = (await devon.getOrders(token, {first: 1})).orders;
  devonOrder = {number: order.orderNumber, id: order.id};
});

describe('the store’s invoice route', () => {
  it('sends the order’s owner on to their invoice, at an address signed for a few minutes', async () => {
    const {status, location} = await answer(invoiceLoader(args(await sessionOf(DEVON), String(devonOrder.number))));
    expect(status).toBe(303);
    expect(location).toMatch(new RegExp(`^${served.url()}/invoices/[^/]+/\\d+\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const expires = Number(new URL(location!).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

    const invoice = await fetch(location!);
    expect(invoice.status).toBe(200);
    expect(await invoice.text()).toContain(`Invoice for order #${devonOrder.number}`);
  });

  it('does the same under /en-ca, and the pages link there', async () => {
    expect(invoicePath(devonOrder.number, CANADA)).toBe(`/en-ca/account/orders/${devonOrder.number}/invoice`);
    expect(invoicePath(devonOrder.number, DEFAULT_LOCALE)).toBe(`/account/orders/${devonOrder.number}/invoice`);
    const {status, location} = await answer(
      invoiceLoader(args(await sessionOf(DEVON), String(devonOrder.number), CANADA)),
    );
    expect(status).toBe(303);
    expect((await fetch(location!)).status).toBe(200);
  });

  it('answers another customer 404, as for an order that does not exist', async () => {
    const maria = await sessionOf(MARIA);
    expect(await answer(invoiceLoader(args(maria, String(devonOrder.number))))).toEqual({status: 404, location: null});
    expect(await answer(invoiceLoader(args(maria, '999999')))).toEqual({status: 404, location: null});
    expect(await answer(invoiceLoader(args(maria, 'not-a-number')))).toEqual({status: 404, location: null});
  });

  it('sends a visitor who is not signed in to sign in, and back to the invoice afterwards', async () => {
    const anonymous = await sessionOf(null);
    expect(anonymous.has(TOKEN_KEY)).toBe(false);
    expect(await answer(invoiceLoader(args(anonymous, String(devonOrder.number))))).toEqual({
      status: 302,
      location: `/account/login?redirect=${encodeURIComponent(`/account/orders/${devonOrder.number}/invoice`)}`,
    });
  });
});

describe('the invoice service', () => {
  const base = () => `${served.url()}/invoices`;
  const shopOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/')[2]);

  it('opens an address the store signed just now', async () => {
    expect((await fetch(await signedInvoiceUrl(env, devonOrder.id))).status).toBe(200);
  });

  it('refuses an unsigned address: order ids count up, so they could be walked', async () => {
    const signed = new URL(await signedInvoiceUrl(env, devonOrder.id));
    const unsigned = `${signed.origin}${signed.pathname}`;
    const refused = await fetch(unsigned);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(`#${devonOrder.number}`);
    expect((await fetch(`${unsigned}?expires=${signed.searchParams.get('expires')}`)).status).toBe(403);
  });

  it('refuses an address whose time is up', async () => {
    const signedLongAgo = await signedInvoiceUrl(env, devonOrder.id, Date.now() - 10 * 60_000);
    expect((await fetch(signedLongAgo)).status).toBe(403);
  });

  it('refuses a signed address changed to another order, time, shop or signature', async () => {
    const signed = new URL(await signedInvoiceUrl(env, devonOrder.id));
    const shop = shopOf(signed.toString());
    const orderId = signed.pathname.split('/').at(-1)!;
    const expires = signed.searchParams.get('expires')!;
    const signature = signed.searchParams.get('signature')!;
    const otherOrder = String(Number(orderId) - 1);
    const tampered = [
      `${base()}/${encodeURIComponent(shop)}/${otherOrder}?expires=${expires}&signature=${signature}`,
      `${base()}/${encodeURIComponent(shop)}/${orderId}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${base()}/other-shop/${orderId}?expires=${expires}&signature=${signature}`,
      `${base()}/${encodeURIComponent(shop)}/${orderId}?expires=${expires}&signature=${flipped(signature)}`,
      `${base()}/${encodeURIComponent(shop)}/${orderId}?expires=${expires}&signature=${signature.slice(0, 32)}`,
    ];
    for (const url of tampered) expect((await fetch(url)).status, url).toBe(403);
  });

  it('refuses an address signed with another secret', async () => {
    const signed = new URL(await signedInvoiceUrl(env, devonOrder.id));
    const expires = Number(signed.searchParams.get('expires'));
    const forged = await invoiceSignature('not-the-shared-secret-but-long-enough-0123', {
      shop: shopOf(signed.toString()),
      orderId: signed.pathname.split('/').at(-1)!,
      expires,
    });
    signed.searchParams.set('signature', forged);
    expect((await fetch(signed)).status).toBe(403);
  });
});

function flipped(hex: string): string {
  return (hex[0] === '0' ? '1' : '0') + hex.slice(1);
}
