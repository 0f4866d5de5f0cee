import {connect} from 'node:net';
import {describe, expect, it} from 'vitest';
import {store} from './support';

/**
 * Guarantee 13 against the running store: requests the store takes no part in (another method, a
 * length that is no length, a post to a page without a form, a cart link Shopify refuses) get a
 * generic page with the usual headers and the right 4xx, never a stack trace, a hang or plain text.
 */

/** A stack trace or a server file path in an answer. */
const STACK = /\n\s+at .+:\d+:\d+|\\n\s+at |node_modules\/|file:\/\/\/|\/work\/|\.tsx?:\d+:\d+|dist\/server/;

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
  elapsedMs: number;
}

/**
 * One request written by hand on its own connection, so nothing in between tidies it up; the
 * answer is taken whole by its length or its last chunk (the runtime keeps the connection open).
 */
function raw(head: string[], timeoutMs = 5000): Promise<Raw> {
  const {hostname, port} = new URL(store());
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const parse = (): Raw | null => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const rest = received.subarray(end + 4);
      let body: string;
      if (headers['content-length'] !== undefined) {
        if (rest.length < Number(headers['content-length'])) return null;
        body = rest.toString('utf8');
      } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
        if (!rest.toString('latin1').endsWith('0\r\n\r\n')) return null;
        body = rest.toString('utf8').replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '');
      } else {
        return null;
      }
      return {status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body, elapsedMs: Date.now() - started};
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parse();
      if (!answer) return;
      socket.destroy();
      resolve(answer);
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`no whole answer within ${timeoutMs} ms: ${received.toString('utf8').slice(0, 200)}`)));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.write([...head, `Host: ${hostname}:${port}`, '', ''].join('\r\n'));
  });
}

function expectGenericPage(answer: Raw, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.body).not.toMatch(STACK);
}

describe('Headers: leaks and hangs', () => {
  it.each(['PROPFIND', 'TRACE', 'OPTIONS', 'PUT', 'DELETE'])('%s on a page is a 405 page naming what is allowed, with no stack trace', async (method) => {
    for (const path of ['/about', '/products/im-compostable-pla-cold-cups', '/cart']) {
      const answer = await raw([`${method} ${path} HTTP/1.1`]);
      expectGenericPage(answer, 405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(answer.body).toContain('This page can’t take that request');
    }
  });

  it('answers a post to a page without a form 405, the page and its data alike, with no stack trace', async () => {
    const origin = store();
    for (const path of ['/blog', '/blog.data']) {
      const answer = await raw([`POST ${path} HTTP/1.1`, `Origin: ${origin}`, 'Content-Length: 0']);
      expectGenericPage(answer, 405);
    }
  });

  it('answers a GET with Content-Length: -1 with a 400 page at once, not a hang', async () => {
    const answer = await raw(['GET /about HTTP/1.1', 'Content-Length: -1']);
    expectGenericPage(answer, 400);
    expect(answer.elapsedMs).toBeLessThan(2000);
  });

  it('answers a cart link Shopify refuses with a 404 page in the shop’s shell, not plain text', async () => {
    const answer = await raw(['GET /cart/99999999:1 HTTP/1.1']);
    expectGenericPage(answer, 404);
    expect(answer.body).toMatch(/<nav aria-label="Main"/);
    expect(answer.body).toMatch(/<footer/);
  });
});
