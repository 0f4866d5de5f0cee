import {describe, expect, test} from 'vitest';
import {ORIGIN, setupTestSandbox} from '../testing';

const sandbox = setupTestSandbox();
const LOGO = '/f/100001/240x48/4f8c2a91d3/logo.svg';

function get(path: string) {
  return sandbox().handle(new Request(`${ORIGIN}${path}`));
}

describe('assets', () => {
  test('an SVG is served with its type and a year-long cache', async () => {
    const response = await get(LOGO);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000');
    expect(await response.text()).toContain('<svg');
  });

  test('Storyblok’s /m/ resize suffix serves the original', async () => {
    const response = await get(`${LOGO}/m/200x0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect((await get(`${LOGO}/m/400x300/filters:format(webp)`)).status).toBe(200);
    expect((await get(`${LOGO}/m/`)).status).toBe(200);
  });

  test('Shopify’s ?width= parameter is ignored', async () => {
    expect((await get(`${LOGO}?width=300&height=60`)).status).toBe(200);
  });

  test('missing files and paths outside the assets folder are not found', async () => {
    expect((await get('/f/100001/nope.svg')).status).toBe(404);
    expect((await get('/f/..%2F..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get('/f/100001')).status).toBe(404);
  });
});
