/**
 * Passwords are kept only as scrypt hashes (`scrypt$N$r$p$salt$hash`, base64url). Nothing here logs
 * or returns a password.
 */
import {createHash, randomBytes, scryptSync, timingSafeEqual} from 'node:crypto';

const COST = {N: 2 ** 14, r: 8, p: 1};
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export function verifyPassword(password: string, stored: string | null): boolean {
  const [scheme, N, r, p, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

const seedHashes = new Map<string, string>();

/**
 * Seeding hashes every seeded password, and tests seed a fresh database many times per process: the
 * hash of a seed account is computed once per process (with a salt derived from its email, unique
 * per account) and reused.
 */
export function hashSeedPassword(email: string, password: string): string {
  const key = `${email}\u0000${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, createHash('sha256').update(email).digest().subarray(0, 16));
    seedHashes.set(key, hash);
  }
  return hash;
}
