import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {EnvError, envSchema, parseEnv} from './env';

function exampleEnv(): Record<string, string> {
  const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('parseEnv', () => {
  it('accepts the sandbox defaults from .env.example', () => {
    const env = parseEnv(exampleEnv());
    expect(env.SESSION_SECRET).toHaveLength(1);
    expect(env.PUBLIC_STORE_DOMAIN).toBe('http://127.0.0.1:4000');
  });

  it('documents every variable it reads in .env.example', () => {
    expect(Object.keys(exampleEnv()).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('keeps the public store address as its origin alone', () => {
    expect(parseEnv(exampleEnv()).PUBLIC_STORE_URL).toBe('http://localhost:3000');
    expect(parseEnv({...exampleEnv(), PUBLIC_STORE_URL: 'https://www.shop.example/'}).PUBLIC_STORE_URL).toBe('https://www.shop.example');
    expect(() => parseEnv({...exampleEnv(), PUBLIC_STORE_URL: 'www.shop.example'})).toThrow(/PUBLIC_STORE_URL must be a URL/);
  });

  it('switches to new customer accounts only with both of their variables', () => {
    expect(parseEnv(exampleEnv()).SHOP_ID).toBe('');
    const both = {...exampleEnv(), PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_1', SHOP_ID: '68817551470'};
    expect(parseEnv(both).SHOP_ID).toBe('68817551470');
    expect(() => parseEnv({...exampleEnv(), SHOP_ID: '68817551470'})).toThrow(
      /PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is missing \(SHOP_ID is set/,
    );
    expect(() => parseEnv({...both, SHOP_ID: 'gid://shopify/Shop/1'})).toThrow(/SHOP_ID must be the shop's numeric id/);
  });

  it('names a missing variable in one clear message', () => {
    const {STORYBLOK_PUBLIC_TOKEN: _removed, ...env} = exampleEnv();
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(
      /^Invalid environment: STORYBLOK_PUBLIC_TOKEN is missing\. See \.env\.example/,
    );
  });

  it('names every malformed variable', () => {
    const env = {...exampleEnv(), STORYBLOK_API_URL: 'not a url', STORYBLOK_SPACE_ID: 'abc'};
    try {
      parseEnv(env);
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems).toEqual([
        expect.stringMatching(/^STORYBLOK_API_URL must be a URL/),
        expect.stringMatching(/^STORYBLOK_SPACE_ID must be the numeric space id/),
      ]);
    }
  });

  it('splits session secrets for rotation and rejects short ones', () => {
    const long = 'a'.repeat(32);
    expect(parseEnv({...exampleEnv(), SESSION_SECRET: `${long}, ${'b'.repeat(40)}`}).SESSION_SECRET)
      .toEqual([long, 'b'.repeat(40)]);
    expect(() => parseEnv({...exampleEnv(), SESSION_SECRET: 'short'})).toThrow(
      /SESSION_SECRET each secret must be at least 32 characters/,
    );
  });
});
