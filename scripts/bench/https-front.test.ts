import {once} from 'node:events';
import {mkdtempSync, rmSync} from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {text} from 'node:stream/consumers';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {rewriteStream, selfSignedCertificate, startHttpsFront, type HttpsFront} from './https-front';

const REWRITES = [
  ['http://127.0.0.1:4200', 'https://127.0.0.1:4201'],
  ['http://127.0.0.1:3200', 'https://127.0.0.1:3201'],
] as const;

describe('rewriteStream', () => {
  it('rewrites an address split across chunks, and a character split across its bytes', async () => {
    const page = Buffer.from('<img src="http://127.0.0.1:4200/f/a.svg" alt="Crème"><a href="http://127.0.0.1:3200/x">');
    const chunks = [...Array(page.length).keys()].map((index) => page.subarray(index, index + 1));
    const result = await text(Readable.from(chunks).pipe(rewriteStream(REWRITES)));
    expect(result).toBe('<img src="https://127.0.0.1:4201/f/a.svg" alt="Crème"><a href="https://127.0.0.1:3201/x">');
  });

  it('passes on a short body that holds no address', async () => {
    expect(await text(Readable.from([Buffer.from('ok')]).pipe(rewriteStream(REWRITES)))).toBe('ok');
  });
});

describe('startHttpsFront', () => {
  let directory: string;
  let origin: http.Server;
  let front: HttpsFront;
  let seen: http.IncomingHttpHeaders = {};

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'https-front-'));
    origin = http.createServer((request, response) => {
      seen = request.headers;
      if (request.url === '/picture.png') {
        response.writeHead(200, {'content-type': 'image/png', 'content-length': '4'});
        response.end(Buffer.from([1, 2, 3, 4]));
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "img-src 'self' http://127.0.0.1:4200",
      });
      response.write('<img src="http://127.0.0.1:42');
      setTimeout(() => response.end('00/f/a.svg">'), 10);
    });
    origin.listen(0, '127.0.0.1');
    await once(origin, 'listening');
    const {port} = origin.address() as {port: number};
    front = await startHttpsFront({
      port: 0,
      target: `http://127.0.0.1:${port}`,
      rewrites: REWRITES,
      certificate: selfSignedCertificate(directory),
    });
  });

  afterAll(async () => {
    await front?.stop();
    origin?.close();
    rmSync(directory, {recursive: true, force: true});
  });

  async function get(path: string, headers: Record<string, string> = {}) {
    const session = http2.connect(front.url, {rejectUnauthorized: false});
    try {
      const stream = session.request({':path': path, ...headers});
      const [answer] = (await once(stream, 'response')) as [http2.IncomingHttpHeaders];
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return {headers: answer, body: Buffer.concat(chunks)};
    } finally {
      session.close();
    }
  }

  it('serves a page over HTTP/2 with the servers’ addresses rewritten, in its body and its policy', async () => {
    const {headers, body} = await get('/', {'accept-encoding': 'gzip, br', origin: 'https://127.0.0.1:3201'});
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe('<img src="https://127.0.0.1:4201/f/a.svg">');
    expect(headers['content-security-policy']).toBe("img-src 'self' https://127.0.0.1:4201");
    // The server sees its own address as the request's origin, and is asked for an uncompressed body.
    expect(seen.origin).toBe('http://127.0.0.1:3200');
    expect(seen.host).toBe(`127.0.0.1:${(origin.address() as {port: number}).port}`);
    expect(seen['accept-encoding']).toBeUndefined();
  });

  it('passes other bodies on untouched', async () => {
    const {headers, body} = await get('/picture.png', {'accept-encoding': 'gzip'});
    expect(headers['content-encoding']).toBeUndefined();
    expect([...body]).toEqual([1, 2, 3, 4]);
  });
});
