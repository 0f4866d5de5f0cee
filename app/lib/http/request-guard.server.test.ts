import {describe, expect, it} from 'vitest';
import {ERROR_MESSAGES} from './error-messages';
import {refusedRequest} from './request-guard.server';

/**
 * A request as the worker receives it: workerd keeps a `url` that `new URL` may not read, and any
 * method (Node's Request refuses to make a TRACE).
 */
function received(url: string, {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {}) {
  const request = new Request('https://shop.example/', {headers});
  const own: Record<string | symbol, unknown> = {url, method};
  return new Proxy(request, {get: (target, name) => (name in own ? own[name] : Reflect.get(target, name, target))});
}

describe('refusedRequest', () => {
  it('lets reads and form posts through', () => {
    expect(refusedRequest(received('https://shop.example/about'))).toBeNull();
    expect(refusedRequest(received('https://shop.example/about', {method: 'HEAD'}))).toBeNull();
    expect(refusedRequest(received('https://shop.example/cart', {method: 'POST', headers: {'Content-Length': '12'}}))).toBeNull();
  });

  it('answers 405 for any other method, before Remix (whose 405 carries a stack trace)', () => {
    for (const method of ['PROPFIND', 'TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']) {
      expect(refusedRequest(received('https://shop.example/about', {method})), method).toBe(ERROR_MESSAGES.methodNotAllowed);
    }
  });

  it('answers 400 for an address that is not a URL, a length that is not one, and a read with a body', () => {
    expect(refusedRequest(received('http://localhost:3050:3050/'))).toBe(ERROR_MESSAGES.badRequest);
    for (const length of ['-1', '1e3', 'abc', '']) {
      expect(refusedRequest(received('https://shop.example/about', {headers: {'Content-Length': length}})), length).toBe(ERROR_MESSAGES.badRequest);
    }
    expect(refusedRequest(received('https://shop.example/about', {headers: {'Content-Length': '5'}}))).toBe(ERROR_MESSAGES.badRequest);
  });
});
