import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {parseEnv} from '../env';
import {editorTokenFrom, exitPreviewCookie, isValidEditorToken, resolvePreview} from './preview.server';

const env = parseEnv({
  SESSION_SECRET: 'a'.repeat(32),
  PUBLIC_STORE_DOMAIN: 'shop.example',
  PUBLIC_STORE_URL: 'https://www.shop.example',
  PUBLIC_STOREFRONT_API_TOKEN: 'public',
  PRIVATE_STOREFRONT_API_TOKEN: 'private',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.example',
  STORYBLOK_API_URL: 'https://api-us.storyblok.com/v2',
  STORYBLOK_PUBLIC_TOKEN: 'public-token',
  STORYBLOK_PREVIEW_TOKEN: 'preview-token',
  STORYBLOK_SPACE_ID: '4242',
  STORYBLOK_WEBHOOK_SECRET: 'webhook-secret',
  PUBLIC_ALGOLIA_APP_ID: 'APP',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'key',
  ALGOLIA_ADMIN_API_KEY: 'admin-key',
  FORMS_API_URL: 'https://forms.example',
  KLAVIYO_API_URL: 'https://klaviyo.example',
  KLAVIYO_COMPANY_ID: 'Co',
  REVIEWS_API_URL: 'https://reviews.example',
  REVIEWS_MERCHANT_ID: 'merchant',
  CHAT_WEBHOOK_URL: 'https://chat.example',
  INVOICE_API_URL: 'https://invoices.example',
  INVOICE_API_SECRET: 'i'.repeat(32),
  SECURITY_SEAL_URL: 'https://seal.example/trust',
  SECURITY_SEAL_ISSUER: 'Seal Co',
});

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

function sha1(text: string) {
  return createHash('sha1').update(text).digest('hex');
}

/** What the visual editor appends to a story's address. */
function editorQuery({
  spaceId = '4242',
  timestamp = String(nowSeconds - 60),
  previewToken = 'preview-token',
  token = sha1(`${spaceId}:${previewToken}:${timestamp}`),
  omit,
}: {spaceId?: string; timestamp?: string; previewToken?: string; token?: string; omit?: string} = {}) {
  const params = new URLSearchParams({
    _storyblok: '1003',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  });
  if (omit) params.delete(`_storyblok_tk[${omit}]`);
  return params.toString();
}

function request(url: string, cookie?: string) {
  return new Request(url, {headers: cookie ? {Cookie: cookie} : {}});
}

async function validate(query: string) {
  const token = editorTokenFrom(new URL(`https://shop.example/about?${query}`));
  return token !== null && (await isValidEditorToken(token, {env, now: NOW}));
}

describe('the editor token', () => {
  it('is accepted when it is the sha1 of our space, our preview token and a recent timestamp', async () => {
    expect(await validate(editorQuery())).toBe(true);
    expect(await validate(editorQuery({timestamp: String(nowSeconds - 3599)}))).toBe(true);
  });

  it.each([
    ['a wrong sha', editorQuery({token: sha1('4242:guess:1')})],
    ['a token made with another preview token', editorQuery({previewToken: 'someone-elses'})],
    ['a timestamp an hour old', editorQuery({timestamp: String(nowSeconds - 3600)})],
    ['a timestamp from next week', editorQuery({timestamp: String(nowSeconds + 7 * 86400)})],
    ['a timestamp that is not a number', editorQuery({timestamp: '1e9'})],
    ['another space, even with its own valid sha', editorQuery({spaceId: '999'})],
    ['no space id', editorQuery({omit: 'space_id'})],
    ['no timestamp', editorQuery({omit: 'timestamp'})],
    ['no token', editorQuery({omit: 'token'})],
    ['an upper-case copy of the right sha', editorQuery().replace(/token%5D=([0-9a-f]+)/, (_, hex: string) => `token%5D=${hex.toUpperCase()}`)],
    ['a token part given twice', `${editorQuery()}&_storyblok_tk%5Btoken%5D=x`],
  ])('is refused with %s', async (_case, query) => {
    expect(await validate(query)).toBe(false);
  });
});

describe('resolvePreview', () => {
  it('turns preview on for a valid editor token and hands out a signed cookie the editor frame can send', async () => {
    const preview = await resolvePreview(request(`https://shop.example/about?${editorQuery()}`), env, NOW);
    expect(preview.active).toBe(true);
    expect(preview.setCookie).toMatch(/^preview=/);
    expect(preview.setCookie).toContain('HttpOnly');
    expect(preview.setCookie).toContain('Max-Age=3600');
    expect(preview.setCookie).toContain('SameSite=None');
    expect(preview.setCookie).toContain('Secure');
    expect(preview.setCookie).toContain('Partitioned');
    expect(preview.setCookie).not.toContain('preview-token');
  });

  it('uses a Lax cookie on local http, where a Secure one would be dropped', async () => {
    const preview = await resolvePreview(request(`http://localhost:3000/about?${editorQuery()}`), env, NOW);
    expect(preview.setCookie).toContain('SameSite=Lax');
    expect(preview.setCookie).not.toContain('Secure');
  });

  it('keeps preview on across later requests through the cookie alone, until it expires', async () => {
    const {setCookie} = await resolvePreview(request(`https://shop.example/about?${editorQuery()}`), env, NOW);
    const cookie = setCookie!.split(';')[0];

    expect(await resolvePreview(request('https://shop.example/contact', cookie), env, NOW + 60_000)).toEqual({
      active: true,
      setCookie: null,
    });
    const later = await resolvePreview(request('https://shop.example/contact', cookie), env, NOW + 3600_000);
    expect(later.active).toBe(false);
  });

  it('ignores a tampered cookie', async () => {
    const {setCookie} = await resolvePreview(request(`https://shop.example/about?${editorQuery()}`), env, NOW);
    const [name, value] = setCookie!.split(';')[0].split('=');
    const forgedValue = btoa(JSON.stringify({expiresAt: nowSeconds + 10 * 365 * 86400}));
    const forged = `${name}=${forgedValue}.${value.split('.')[1]}`;
    expect((await resolvePreview(request('https://shop.example/', forged), env, NOW)).active).toBe(false);
    expect((await resolvePreview(request('https://shop.example/', `${name}=${forgedValue}`), env, NOW)).active).toBe(false);
  });

  it('gives a forged token the published site and no cookie', async () => {
    const preview = await resolvePreview(
      request(`https://shop.example/about?${editorQuery({token: sha1('x')})}`),
      env,
      NOW,
    );
    expect(preview).toEqual({active: false, setCookie: null});
  });

  it('ends preview with a cookie that expires at once, on the same path and partition', async () => {
    const cleared = await exitPreviewCookie(request('https://shop.example/api/exit-preview'), env);
    expect(cleared).toMatch(/^preview=/);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/');
    expect(cleared).toContain('Partitioned');
  });
});
