/**
 * The account loaders against a customer service that misbehaves: what a signed-in customer sees
 * when Shopify fails, and what a stale sign-in does to the session.
 */
import type {AppLoadContext, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {forgetToken, readToken, TOKEN_KEY} from '../../app/lib/customer/session.server';
import type {CustomerAccounts} from '../../app/lib/customer/types';
import {DEFAULT_LOCALE} from '../../app/lib/i18n/locale';
import {AppSession} from '../../app/lib/session';
import {loader as accountLoader} from '../../app/routes/($locale).account';
import {loader as overviewLoader} from '../../app/routes/($locale).account._index';

async function signedInSession() {
  const session = await AppSession.init(new Request('http://localhost/'), ['s'.repeat(32)]);
  session.set(TOKEN_KEY, {accessToken: 'tok', expiresAt: '2099-01-01T00:00:00Z'});
  return session;
}

function args(session: AppSession, customer: Partial<CustomerAccounts>, path = '/account'): LoaderFunctionArgs {
  // The session's token is read and forgotten as legacy accounts do; the calls are the test's.
  const sessionToken = {readToken: () => Promise.resolve(readToken(session)), forgetSignIn: () => forgetToken(session)};
  const context = {
    session,
    locale: DEFAULT_LOCALE,
    customer: {...sessionToken, ...customer},
  } as unknown as AppLoadContext;
  return {request: new Request(`http://localhost${path}`), params: {}, context};
}

describe('the account overview when Shopify fails', () => {
  it('still renders, with no orders and the error to say so', async () => {
    const failing = {getOrders: () => Promise.reject(new Error('503 from the Storefront API'))};
    const loaded = await overviewLoader(args(await signedInSession(), failing));
    expect(loaded).toEqual({orders: null});
  });
});

describe('a sign-in Shopify no longer knows', () => {
  it('clears the session and sends the visitor to sign in, back to the page they wanted', async () => {
    const session = await signedInSession();
    const gone = {getUser: () => Promise.resolve(null)};
    const thrown = await accountLoader(args(session, gone, '/account/addresses')).catch((response: unknown) => response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Faddresses');
    expect(session.has(TOKEN_KEY)).toBe(false);
  });

  it('treats an expired token as no sign-in, without asking Shopify', async () => {
    const session = await AppSession.init(new Request('http://localhost/'), ['s'.repeat(32)]);
    session.set(TOKEN_KEY, {accessToken: 'tok', expiresAt: '2000-01-01T00:00:00Z'});
    const never = {getUser: () => Promise.reject(new Error('must not be called'))};
    const thrown = await accountLoader(args(session, never)).catch((response: unknown) => response);
    expect((thrown as Response).headers.get('Location')).toBe('/account/login?redirect=%2Faccount');
    expect(session.has(TOKEN_KEY)).toBe(false);
  });
});
