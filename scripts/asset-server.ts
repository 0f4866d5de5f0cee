/** The build's browser files, served to MiniOxygen over loopback only. */
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {extname, resolve, sep} from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};

export interface AssetServer {
  /** What MiniOxygen's `assets.origin` takes: requests for `/x` are fetched from `${origin}x`. */
  origin: string;
  close(): Promise<void>;
}

/**
 * MiniOxygen's own asset server listens on every interface and has no option to change that, so the
 * storefront brings this one, which only the local machine can reach.
 */
export async function serveAssets({
  directory,
  port,
  host = '127.0.0.1',
}: {
  directory: string;
  port: number;
  host?: string;
}): Promise<AssetServer> {
  const root = resolve(directory);
  const server = createServer(async (request, response) => {
    const file = fileFor(root, request.url ?? '/');
    const info = file && (request.method === 'GET' || request.method === 'HEAD')
      ? await stat(file).catch(() => null)
      : null;
    if (!file || !info?.isFile()) {
      response.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const {port: boundPort} = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${boundPort}/`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

/** The file under `root` a request path names, or null for anything that would leave it. */
function fileFor(root: string, requestUrl: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, 'http://assets.invalid').pathname);
  } catch {
    return null;
  }
  const file = resolve(root, `.${pathname}`);
  return file.startsWith(root + sep) ? file : null;
}
