/**
 * Bridges Node's http server to the sandbox's Fetch-style handlers, so the same handler code runs
 * under tests (plain `Request` objects) and behind a real socket.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {Readable} from 'node:stream';

export function toFetchRequest(req: IncomingMessage, fallbackHost: string): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch requires this for streamed request bodies.
    ...(hasBody ? {duplex: 'half'} : {}),
  } as RequestInit);
}

export async function sendFetchResponse(
  response: Response,
  res: ServerResponse,
  method: string | undefined,
): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);

  if (method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.end(body);
}
