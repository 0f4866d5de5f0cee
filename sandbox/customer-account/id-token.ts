/**
 * OpenID Connect id tokens: RS256 JWTs signed with a key the sandbox makes when it starts, its public
 * half published at the discovery document's `jwks_uri`. Hydrogen reads the `nonce` back out of the
 * token (with `atob`, which base64url's `-` and `_` would break; JSON of plain ASCII never encodes to
 * them unless it holds `>`, `?` or `~`, which these claims do not).
 */
import {generateKeyPairSync, randomBytes, sign, verify, type KeyObject} from 'node:crypto';

let keys: {privateKey: KeyObject; publicKey: KeyObject; kid: string} | undefined;

function signingKeys() {
  keys ??= {...generateKeyPairSync('rsa', {modulusLength: 2048}), kid: randomBytes(8).toString('hex')};
  return keys;
}

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  sid: string;
  email: string;
  email_verified: boolean;
  nonce: string | null;
}

export function signIdToken(claims: IdTokenClaims, ttlSeconds: number): string {
  const {privateKey, kid} = signingKeys();
  const now = Math.floor(Date.now() / 1000);
  const header = encode({alg: 'RS256', kid, typ: 'JWT'});
  const {nonce, ...rest} = claims;
  const payload = encode({
    ...rest,
    ...(nonce ? {nonce} : {}),
    iat: now,
    auth_time: now,
    exp: now + ttlSeconds,
    jti: randomBytes(12).toString('hex'),
  });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The claims of a token this sandbox signed (expired or not: a logout hint may be old); else null. */
export function readIdToken(token: string): IdTokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    signingKeys().publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdTokenClaims;
  } catch {
    return null;
  }
}

/** `{keys: [...]}` for the discovery document's `jwks_uri`. */
export function publicKeySet() {
  const {publicKey, kid} = signingKeys();
  return {keys: [{...publicKey.export({format: 'jwk'}), kid, use: 'sig', alg: 'RS256'}]};
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
