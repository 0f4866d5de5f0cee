/**
 * An HTTP/2 front over TLS for a local HTTP/1.1 server, so Lighthouse audits the store as Oxygen
 * serves it. Lighthouse's simulation (Lantern) gives each HTTP/1.1 origin six connections and
 * charges every request on one a round trip of the simulated phone network, while an HTTP/2
 * origin's requests share one warm connection: over MiniOxygen's plain HTTP a page's sixty module
 * preloads made ten round trips of its simulated first paint, which no shopper on Oxygen waits for
 * (decision 0019).
 *
 * Browsers speak HTTP/2 only over TLS, so the front has a self-signed certificate (the audit's
 * browser is told to accept it) and rewrites the servers' own addresses in what it passes on: a
 * page served over https that asks for its pictures over plain http is mixed content, which the
 * browser upgrades or blocks and Lighthouse counts against best practices. Bodies go on as they
 * arrive, compressed as Oxygen's edge compresses them.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';
import http, {type IncomingHttpHeaders} from 'node:http';
import http2, {type Http2ServerRequest, type Http2ServerResponse} from 'node:http2';
import {resolve} from 'node:path';
import {pipeline, Transform, type TransformCallback} from 'node:stream';
import {constants, createGzip} from 'node:zlib';

/** One address as the servers write it, and as the browser reaches it through a front. */
export type Rewrite = readonly [from: string, to: string];

export interface HttpsFront {
  url: string;
  stop(): Promise<void>;
}

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/**
 * Headers not passed on: those describing one hop's connection, which HTTP/2 forbids, and `host`,
 * which each side sets for itself (HTTP/2 names the authority in `:authority`).
 */
const NOT_PASSED_ON = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);
/** What Oxygen's edge compresses: text, scripts, data and SVG. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** A certificate for 127.0.0.1 made with `openssl`, valid for two days, kept in `directory`. */
export function selfSignedCertificate(directory: string): Certificate {
  mkdirSync(directory, {recursive: true});
  const key = resolve(directory, 'key.pem');
  const cert = resolve(directory, 'cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    {encoding: 'utf8'},
  );
  if (made.status !== 0) {
    throw new Error(`openssl could not make the bench's certificate: ${made.error?.message ?? made.stderr}`);
  }
  return {key: readFileSync(key), cert: readFileSync(cert)};
}

/** Serves `target` (an http origin) at https://127.0.0.1:`port` over HTTP/2. */
export async function startHttpsFront({
  port,
  target,
  rewrites,
  certificate,
}: {
  port: number;
  target: string;
  /** Applied to response headers and compressible bodies; reversed on request headers. */
  rewrites: readonly Rewrite[];
  certificate: Certificate;
}): Promise<HttpsFront> {
  const upstream = new URL(target);
  const back = rewrites.map(([from, to]) => [to, from] as const);
  const server = http2.createSecureServer({...certificate, allowHTTP1: true}, (request, response) => {
    forward(request, response, upstream, rewrites, back);
  });
  return new Promise((resolveFront, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolveFront({
        url: `https://127.0.0.1:${(server.address() as {port: number}).port}`,
        stop: () => new Promise((resolveStop) => server.close(() => resolveStop())),
      }),
    );
  });
}

function forward(
  request: Http2ServerRequest,
  response: Http2ServerResponse,
  upstream: URL,
  rewrites: readonly Rewrite[],
  back: readonly Rewrite[],
) {
  const headers = passedOn(request.headers, back);
  // The front compresses what it rewrites, so it asks for the body as the server wrote it.
  delete headers['accept-encoding'];
  const outgoing = http.request(
    {host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: {...headers, host: upstream.host}},
    (incoming) => {
      const answer = passedOn(incoming.headers, rewrites);
      const textual = COMPRESSIBLE.test(String(incoming.headers['content-type'] ?? ''));
      const compress = textual && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      if (textual) delete answer['content-length'];
      if (compress) answer['content-encoding'] = 'gzip';
      response.writeHead(incoming.statusCode ?? 502, answer);
      const stages: NodeJS.ReadWriteStream[] = textual ? [rewriteStream(rewrites)] : [];
      // A sync flush per chunk keeps a streamed page streaming.
      if (compress) stages.push(createGzip({flush: constants.Z_SYNC_FLUSH}));
      // A browser that stops reading (an audit ends, a request is cancelled) ends the whole pipe quietly.
      pipeline([incoming, ...stages, response as unknown as NodeJS.WritableStream], () => undefined);
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  pipeline(request, outgoing, () => undefined);
}

function passedOn(headers: IncomingHttpHeaders, rewrites: readonly Rewrite[]): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || NOT_PASSED_ON.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.map((each) => rewrite(each, rewrites)) : rewrite(value, rewrites);
  }
  return kept;
}

export function rewrite(text: string, rewrites: readonly Rewrite[]): string {
  return rewrites.reduce((result, [from, to]) => result.replaceAll(from, to), text);
}

/**
 * Rewrites a UTF-8 stream chunk by chunk. An address split across two chunks is caught by holding
 * back the last characters of each, one fewer than the longest address, and rewriting them with
 * the next; that is safe while no address is part of another's replacement.
 */
export function rewriteStream(rewrites: readonly Rewrite[]): Transform {
  const decoder = new TextDecoder();
  const held = Math.max(0, ...rewrites.map(([from]) => from.length - 1));
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const text = rewrite(pending + decoder.decode(chunk, {stream: true}), rewrites);
      const cut = Math.max(0, text.length - held);
      pending = text.slice(cut);
      done(null, text.slice(0, cut));
    },
    flush(done: TransformCallback) {
      done(null, rewrite(pending + decoder.decode(), rewrites));
    },
  });
}
