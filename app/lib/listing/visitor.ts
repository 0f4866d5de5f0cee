/**
 * The visitor id: a `user-id` cookie of 20 random characters, which Algolia receives as the
 * `userToken` so its analytics and personalisation can tell visitors apart. It names nobody. The
 * browser sets it once (see `useVisitorId`), so cacheable pages never carry a `Set-Cookie`.
 */
export const VISITOR_COOKIE = 'user-id';
const VISITOR_ID = /^[A-Za-z0-9]{20}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The visitor id the request carries, or null when it has none (or one we did not make). */
export function visitorIdFrom(cookieHeader: string | null): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const id = value.join('=');
      return VISITOR_ID.test(id) ? id : null;
    }
  }
  return null;
}

export function newVisitorId(random: (length: number) => Uint8Array = randomBytes): string {
  // 62 does not divide 256; drawing from bytes below 248 keeps every character equally likely.
  let id = '';
  while (id.length < 20) {
    for (const byte of random(32)) {
      if (byte < 248 && id.length < 20) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

/** The cookie as the browser writes it: a year, the whole site, Secure except on local http. */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}
