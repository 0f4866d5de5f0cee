import {redirect} from '@shopify/remix-oxygen';
import {localizePath, type Locale} from '~/lib/i18n/locale';
import type {AppSession} from '~/lib/session';
import type {AccessToken, CustomerAccounts, PasswordAccounts} from './types';

/**
 * The customer's access token lives only here, in the encrypted, signed session cookie: never in a
 * cookie of its own, never in page data.
 */
export const TOKEN_KEY = 'customerAccessToken';

/** What survives a sign-in or sign-out's fresh session: the shopper's cart. */
const KEPT_ACROSS_SIGN_IN = ['cartId'];

/**
 * The token, when there is one and Shopify still honours it. An expired token is cleared from the
 * session on the spot, so the visitor reads as signed out everywhere at once.
 */
export function readToken(session: AppSession, now = Date.now()): string | null {
  const stored = session.get(TOKEN_KEY) as Partial<AccessToken> | undefined;
  if (!stored) return null;
  const expiresAt = Date.parse(stored.expiresAt ?? '');
  if (typeof stored.accessToken !== 'string' || !(expiresAt > now)) {
    session.unset(TOKEN_KEY);
    return null;
  }
  return stored.accessToken;
}

/**
 * A fresh session for a customer just signed in: nothing from before but the cart and `signInKeys`,
 * where the sign-in itself is kept (guarantee 3).
 */
export function renewForSignIn(session: AppSession, signInKeys: string[] = []): void {
  session.renew([...KEPT_ACROSS_SIGN_IN, ...signInKeys]);
}

/** Starts a fresh session for the customer signed in with `token`. */
export function signIn(session: AppSession, token: AccessToken): void {
  renewForSignIn(session);
  session.set(TOKEN_KEY, {accessToken: token.accessToken, expiresAt: token.expiresAt});
}

/** Replaces the token after a change that ends the old one (a new password). */
export function replaceToken(session: AppSession, token: AccessToken): void {
  session.set(TOKEN_KEY, {accessToken: token.accessToken, expiresAt: token.expiresAt});
}

export function forgetToken(session: AppSession): void {
  session.unset(TOKEN_KEY);
}

/** The sign-in page for `locale`, returning to `request`'s page afterwards. */
export function loginPath(request: Request, locale: Locale): string {
  const {pathname, search} = new URL(request.url);
  return `${localizePath('/account/login', locale)}?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * The token of the signed-in customer, or a redirect to sign in. Every account loader and action
 * calls this itself: nested loaders run side by side, so the layout's check cannot cover them.
 */
export async function requireToken(
  {customer, locale}: {customer: CustomerAccounts; locale: Locale},
  request: Request,
): Promise<string> {
  const token = await customer.readToken();
  if (!token) throw redirect(loginPath(request, locale));
  return token;
}

/**
 * Registration, forgot password, reset and activation exist for legacy accounts only: with new
 * accounts Shopify's hosted sign-in makes the account and a one-time code replaces the password,
 * so these pages send the visitor there.
 */
export function requirePasswords(
  customer: CustomerAccounts,
  locale: Locale,
): asserts customer is PasswordAccounts {
  if (!customer.passwords) throw redirect(localizePath('/account/login', locale));
}
