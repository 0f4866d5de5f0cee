import {describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALES} from '~/lib/i18n/locale';
import {AppSession} from '~/lib/session';
import {loginPath, readToken, requireToken, signIn, TOKEN_KEY} from './session.server';
import type {CustomerAccounts} from './types';

const SECRET = 's'.repeat(32);

async function session(cookie?: string) {
  return AppSession.init(new Request('http://localhost/', {headers: cookie ? {Cookie: cookie} : {}}), [SECRET]);
}

describe('the customer token in the session', () => {
  it('is read while it is valid, and cleared at load once it has expired', async () => {
    const current = await session();
    current.set(TOKEN_KEY, {accessToken: 'tok', expiresAt: '2030-01-01T00:00:00Z'});
    expect(readToken(current, Date.parse('2029-12-31T00:00:00Z'))).toBe('tok');

    expect(readToken(current, Date.parse('2030-01-01T00:00:01Z'))).toBeNull();
    expect(current.has(TOKEN_KEY)).toBe(false);
    expect(current.isPending).toBe(true);
  });

  it('treats a token without a readable expiry as no token', async () => {
    const current = await session();
    current.set(TOKEN_KEY, {accessToken: 'tok', expiresAt: 'soon'});
    expect(readToken(current)).toBeNull();
  });

  it('starts a fresh session at sign-in, keeping only the cart', async () => {
    const current = await session();
    current.set('cartId', 'gid://shopify/Cart/1');
    current.set('planted', 'by someone else');
    signIn(current, {accessToken: 'new', expiresAt: '2099-01-01T00:00:00Z'});
    const cookie = (await current.commit()).split(';')[0];

    const next = await session(cookie);
    expect(next.get('cartId')).toBe('gid://shopify/Cart/1');
    expect(next.has('planted')).toBe(false);
    expect(readToken(next)).toBe('new');
  });

  it('sends a signed-out visitor to sign in, coming back to the page they asked for', async () => {
    const request = new Request('http://localhost/en-ca/account/orders/1001?x=1');
    const canada = LOCALES[1];
    expect(loginPath(request, canada)).toBe('/en-ca/account/login?redirect=%2Fen-ca%2Faccount%2Forders%2F1001%3Fx%3D1');

    const signedOut = {readToken: () => Promise.resolve(null)} as unknown as CustomerAccounts;
    const thrown = await requireToken({customer: signedOut, locale: DEFAULT_LOCALE}, request).then(
      () => null,
      (response: unknown) => response as Response,
    );
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get('Location')).toMatch(/^\/account\/login\?redirect=/);
  });
});
