import {describe, expect, it} from 'vitest';
import {isBadAddress, MAX_PATH_LENGTH} from './address';

describe('isBadAddress', () => {
  it.each(['/%', '/%E0%A4%A', '/%zz', '/a%2', '/%FF', '/%E0%A4', '/en-ca/%'])(
    'refuses %j, whose escapes do not decode',
    (pathname) => {
      expect(isBadAddress(pathname)).toBe(true);
    },
  );

  it('refuses a path longer than any we serve', () => {
    expect(isBadAddress(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe(true);
    expect(isBadAddress(`/${'a'.repeat(32_000)}`)).toBe(true);
  });

  it.each(['/', '/about', '/en-ca/about', '/search', '/caf%C3%A9', '/100%25-compostable', `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`])(
    'accepts %j',
    (pathname) => {
      expect(isBadAddress(pathname)).toBe(false);
    },
  );
});
