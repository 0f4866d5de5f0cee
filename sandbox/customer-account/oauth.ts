/**
 * The Customer Account API's OAuth 2.0 side, at the addresses Hydrogen builds from
 * `https://shopify.com/authentication/{shopId}`: `oauth/authorize` (the hosted sign-in by one-time
 * code), `oauth/token` (authorization code with PKCE S256, refresh token) and `logout`.
 */
import {createHash} from 'node:crypto';
import {customerById, findCustomerByEmail, insertCustomer} from '../customers/store';
import type {SandboxDb} from '../db';
import {json} from '../http/responses';
import type {RouteParams} from '../http/router';
import {sendMail} from '../outbox/store';
import {SHOP_NAME} from '../outbox/shop';
import type {ServiceContext} from '../service';
import {readIdToken, signIdToken} from './id-token';
import {codePage, emailPage, errorPage, signedOutPage} from './sign-in-page';
import {
  countCodeAttempt,
  digest,
  endSignIn,
  issueAuthorizationCode,
  issueOneTimeCode,
  issueTokens,
  liveToken,
  MAX_CODE_ATTEMPTS,
  redeemAuthorizationCode,
  revokeSession,
  revokeToken,
  signInById,
  startSignIn,
} from './store';

/** `{origin}/authentication/{shopId}`: the issuer, and the base of every OAuth address. */
export function authBase(origin: string, shopId: string): string {
  return `${origin}/authentication/${shopId}`;
}

/**
 * Callbacks must be https, except on the developer's own machine (127.0.0.1, localhost, [::1]),
 * where a plain http callback is accepted: nothing between browser and store can read it there.
 */
export function isAcceptedCallback(value: string | null): value is string {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function createOAuthHandlers({db, config}: ServiceContext) {
  const {shopId, clientId, accessTokenTtlSeconds} = config.customerAccount;
  const knownShop = (params: RouteParams) => params.shopId === shopId;
  const signInPath = (id: string) => `/authentication/${shopId}/sign-in/${id}`;

  return {
    /** `GET oauth/authorize`: checks the request, then shows the email step. */
    async authorize(request: Request, params: RouteParams): Promise<Response> {
      if (!knownShop(params)) return errorPage('This shop does not exist.', 404);
      const query = new URL(request.url).searchParams;
      if (query.get('client_id') !== clientId) return errorPage('Invalid client_id.');
      const redirectUri = query.get('redirect_uri');
      if (!isAcceptedCallback(redirectUri)) return errorPage('Invalid redirect_uri.');

      const state = query.get('state');
      const refuse = (error: string, description: string) =>
        redirectWith(redirectUri, {error, error_description: description, ...(state ? {state} : {})});
      if (query.get('response_type') !== 'code') {
        return refuse('unsupported_response_type', 'response_type must be code');
      }
      const scope = query.get('scope') ?? '';
      if (!scope.split(' ').includes('openid')) return refuse('invalid_scope', 'scope must include openid');
      const codeChallenge = query.get('code_challenge');
      if (!codeChallenge || query.get('code_challenge_method') !== 'S256') {
        return refuse('invalid_request', 'code_challenge with code_challenge_method S256 is required');
      }
      const id = startSignIn(db, {
        clientId,
        redirectUri,
        scope,
        state,
        nonce: query.get('nonce'),
        codeChallenge,
        uiLocales: query.get('ui_locales'),
      });
      return redirectWith(signInPath(id), {});
    },

    /** `GET sign-in/{id}`: the email step (again, to use another email). */
    async signInPage(_request: Request, params: RouteParams): Promise<Response> {
      if (!knownShop(params) || !signInById(db, params.id)) return expiredSignIn();
      return emailPage({action: signInPath(params.id)});
    },

    /** `POST sign-in/{id}`: an email (mails a code) or a code (back to the client with `code`). */
    async signInStep(request: Request, params: RouteParams): Promise<Response> {
      const signIn = knownShop(params) ? signInById(db, params.id) : null;
      if (!signIn) return expiredSignIn();
      const action = signInPath(signIn.id);
      const form = await request.formData().catch(() => new FormData());
      const email = form.get('email');
      if (typeof email === 'string') {
        const trimmed = email.trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
          return emailPage({action, email: trimmed, error: 'Enter a valid email'});
        }
        const code = issueOneTimeCode(db, signIn.id, trimmed);
        sendCodeMail(db, trimmed, code);
        return codePage({action, email: trimmed});
      }

      const code = String(form.get('code') ?? '').trim();
      if (!signIn.email || !signIn.codeHash) return emailPage({action});
      if (signIn.attempts >= MAX_CODE_ATTEMPTS || (signIn.codeExpiresAt ?? 0) < Date.now()) {
        return emailPage({action, email: signIn.email, error: 'Your code expired. Enter your email to get a new one.'});
      }
      if (digest(code) !== signIn.codeHash) {
        countCodeAttempt(db, signIn.id);
        return codePage({action, email: signIn.email, error: 'Invalid code. Try again.'});
      }
      endSignIn(db, signIn.id);
      const customerId = customerForSignIn(db, signIn.email);
      const authorizationCode = issueAuthorizationCode(db, customerId, signIn.request);
      return redirectWith(signIn.request.redirectUri, {
        code: authorizationCode,
        ...(signIn.request.state ? {state: signIn.request.state} : {}),
      });
    },

    /** `POST oauth/token`: `authorization_code` (with the PKCE verifier) or `refresh_token`. */
    async token(request: Request, params: RouteParams): Promise<Response> {
      if (!knownShop(params)) return oauthError('invalid_request', 'Unknown shop', 404);
      const form = new URLSearchParams(await request.text());
      if (form.get('client_id') !== clientId) return oauthError('invalid_client', 'Client authentication failed', 401);
      const issuer = authBase(new URL(request.url).origin, shopId);

      switch (form.get('grant_type')) {
        case 'authorization_code': {
          const issued = redeemAuthorizationCode(db, form.get('code') ?? '');
          if (!issued) return oauthError('invalid_grant', 'The authorization code is invalid');
          if (issued.usedBefore) {
            // A code presented twice may have been stolen: what it was exchanged for stops working.
            revokeSession(db, issued.sessionId);
            return oauthError('invalid_grant', 'The authorization code has already been used');
          }
          if (issued.expired) return oauthError('invalid_grant', 'The authorization code has expired');
          if (form.get('redirect_uri') !== issued.request.redirectUri) {
            return oauthError('invalid_grant', 'redirect_uri does not match the authorization request');
          }
          const verifier = form.get('code_verifier') ?? '';
          if (!verifier || s256(verifier) !== issued.request.codeChallenge) {
            return oauthError('invalid_grant', 'The code_verifier does not match the code_challenge');
          }
          const customer = customerById(db, issued.customerId);
          if (!customer) return oauthError('invalid_grant', 'The customer no longer exists');
          const tokens = issueTokens(
            db,
            {customerId: customer.id, clientId, sessionId: issued.sessionId, scope: issued.request.scope},
            accessTokenTtlSeconds,
          );
          const idToken = signIdToken(
            {
              iss: issuer,
              sub: `gid://shopify/Customer/${customer.id}`,
              aud: clientId,
              sid: issued.sessionId,
              email: customer.email,
              email_verified: true,
              nonce: issued.request.nonce,
            },
            accessTokenTtlSeconds,
          );
          return tokenResponse({
            access_token: tokens.accessToken,
            expires_in: tokens.expiresIn,
            id_token: idToken,
            refresh_token: tokens.refreshToken,
            scope: issued.request.scope,
            token_type: 'Bearer',
          });
        }
        case 'refresh_token': {
          const refreshToken = form.get('refresh_token') ?? '';
          const grant = liveToken(db, refreshToken, 'refresh');
          if (!grant || grant.clientId !== clientId) {
            return oauthError('invalid_grant', 'The refresh token is invalid or expired');
          }
          revokeToken(db, refreshToken);
          const tokens = issueTokens(db, grant, accessTokenTtlSeconds);
          return tokenResponse({
            access_token: tokens.accessToken,
            expires_in: tokens.expiresIn,
            refresh_token: tokens.refreshToken,
            scope: grant.scope,
            token_type: 'Bearer',
          });
        }
        default:
          return oauthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
      }
    },

    /** `GET logout`: ends the session named by `id_token_hint`, then back to the store. */
    async logout(request: Request, params: RouteParams): Promise<Response> {
      if (!knownShop(params)) return errorPage('This shop does not exist.', 404);
      const query = new URL(request.url).searchParams;
      const hint = readIdToken(query.get('id_token_hint') ?? '');
      if (hint) revokeSession(db, hint.sid);
      const target = query.get('post_logout_redirect_uri');
      if (target === null) return signedOutPage();
      if (!isAcceptedCallback(target)) return errorPage('Invalid post_logout_redirect_uri.');
      return redirectWith(target, {});
    },
  };
}

/** A customer account for the email: new customer accounts need no registration, as on Shopify. */
function customerForSignIn(db: SandboxDb, email: string): number {
  const found = findCustomerByEmail(db, email);
  if (found) return found.id;
  return insertCustomer(db, {
    email,
    passwordHash: null,
    firstName: null,
    lastName: null,
    phone: null,
    acceptsMarketing: false,
    state: 'ENABLED',
  });
}

function sendCodeMail(db: SandboxDb, email: string, code: string): void {
  sendMail(db, {
    to: email,
    kind: 'sign_in_code',
    subject: `${code} is your verification code`,
    text: `Your verification code for ${SHOP_NAME} is ${code}. It expires in 10 minutes.\n\nIf you didn't ask for it, ignore this email.`,
  });
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function redirectWith(target: string, params: Record<string, string>): Response {
  const url = new URL(target, 'http://sandbox.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const location = target.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
  return new Response(null, {status: 302, headers: {Location: location, 'Cache-Control': 'no-store'}});
}

function expiredSignIn(): Response {
  return errorPage('This sign-in link has expired. Go back to the store and sign in again.', 404);
}

function tokenResponse(body: Record<string, unknown>): Response {
  return json(body, {headers: {'Cache-Control': 'no-store', Pragma: 'no-cache'}});
}

/** RFC 6749's error answer, as Shopify's token endpoint gives it. */
function oauthError(error: string, description: string, status = 400): Response {
  return json({error, error_description: description}, {status, headers: {'Cache-Control': 'no-store'}});
}
