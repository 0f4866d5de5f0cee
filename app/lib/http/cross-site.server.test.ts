import {describe, expect, it} from 'vitest';
import {isCrossSiteWrite} from './cross-site.server';

const PAGE = 'https://shop.example/account/login';

function post(headers: Record<string, string>, url = PAGE, method = 'POST') {
  return new Request(url, {method, headers});
}

describe('isCrossSiteWrite', () => {
  it.each([
    [{'Sec-Fetch-Site': 'cross-site'}],
    [{'Sec-Fetch-Site': 'cross-site', Origin: 'https://shop.example'}],
    [{Origin: 'https://evil.example'}],
    [{Origin: 'null'}],
    [{Origin: 'http://shop.example'}],
    [{Origin: 'https://shop.example:8443'}],
    [{Origin: 'https://sub.shop.example', 'Sec-Fetch-Site': 'same-site'}],
  ])('refuses a post with %j', (headers) => {
    expect(isCrossSiteWrite(post(headers))).toBe(true);
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'post'])('refuses a cross-site %s too', (method) => {
    expect(isCrossSiteWrite(post({Origin: 'https://evil.example'}, PAGE, method))).toBe(true);
  });

  it.each([
    [{Origin: 'https://shop.example', 'Sec-Fetch-Site': 'same-origin'}],
    [{Origin: 'https://shop.example'}],
    [{'Sec-Fetch-Site': 'same-origin'}],
    [{'Sec-Fetch-Site': 'none'}],
    [{}],
  ])('lets a post with %j through', (headers) => {
    expect(isCrossSiteWrite(post(headers))).toBe(false);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('never stops a %s, which changes nothing', (method) => {
    const request = new Request(PAGE, {method, headers: {Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site'}});
    expect(isCrossSiteWrite(request)).toBe(false);
  });

  it('lets a named webhook path take posts from anywhere, and only that path', () => {
    const webhooks = ['/webhooks/payments'];
    const headers = {Origin: 'https://payments.example', 'Sec-Fetch-Site': 'cross-site'};
    expect(isCrossSiteWrite(post(headers, 'https://shop.example/webhooks/payments'), webhooks)).toBe(false);
    expect(isCrossSiteWrite(post(headers, 'https://shop.example/webhooks/payments/x'), webhooks)).toBe(true);
    expect(isCrossSiteWrite(post(headers, 'https://shop.example/account/login'), webhooks)).toBe(true);
  });

  it('takes Storyblok’s webhook from another site, its signature checked by its route', () => {
    const headers = {Origin: 'https://app.storyblok.com', 'Sec-Fetch-Site': 'cross-site'};
    expect(isCrossSiteWrite(post(headers, 'https://shop.example/api/storyblok-webhook'))).toBe(false);
    expect(isCrossSiteWrite(post(headers, 'https://shop.example/en-ca/api/storyblok-webhook'))).toBe(true);
  });
});
