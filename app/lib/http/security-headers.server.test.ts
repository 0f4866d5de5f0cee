import {describe, expect, it} from 'vitest';
import {markPreview, withSecurityHeaders} from './security-headers.server';

describe('withSecurityHeaders', () => {
  it('adds nosniff, the referrer policy and, on https, HSTS', () => {
    const secured = withSecurityHeaders(new Response('<p>hi</p>'), new Request('https://shop.example/'));
    expect(secured.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(secured.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(secured.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('leaves HSTS off on local http, where browsers ignore it anyway', () => {
    const secured = withSecurityHeaders(new Response('x'), new Request('http://localhost:3000/'));
    expect(secured.headers.has('Strict-Transport-Security')).toBe(false);
    expect(secured.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('keeps the status, body and headers, even of a redirect whose headers are immutable', async () => {
    const secured = withSecurityHeaders(
      Response.redirect('https://shop.example/cart', 302),
      new Request('https://shop.example/'),
    );
    expect(secured.status).toBe(302);
    expect(secured.headers.get('Location')).toBe('https://shop.example/cart');
    expect(secured.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const page = withSecurityHeaders(
      new Response('not here', {status: 404, headers: {'Set-Cookie': 'a=1'}}),
      new Request('https://shop.example/'),
    );
    expect(page.status).toBe(404);
    expect(page.headers.get('Set-Cookie')).toBe('a=1');
    expect(await page.text()).toBe('not here');
  });
});

describe('markPreview', () => {
  it('passes on the cookie the request earned', () => {
    const headers = new Headers();
    markPreview(headers, {active: true, setCookie: 'preview=abc; Path=/'});
    expect(headers.get('Set-Cookie')).toBe('preview=abc; Path=/');
  });

  it('leaves a published answer alone', () => {
    const headers = new Headers({'Cache-Control': 'public, max-age=60'});
    markPreview(headers, {active: false, setCookie: null});
    expect(headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(headers.has('Set-Cookie')).toBe(false);
  });
});
