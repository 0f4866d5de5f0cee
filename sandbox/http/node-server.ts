import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {sendFetchResponse, toFetchRequest} from './node-adapter';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a Fetch-style handler on `host:port` (port 0 picks a free one). */
export function serveOverHttp(
  handle: (request: Request) => Promise<Response>,
  {host, port}: {host: string; port: number},
): Promise<RunningServer> {
  const server = createServer((req, res) => {
    handle(toFetchRequest(req, `${host}:${port}`))
      .then((response) => sendFetchResponse(response, res, req.method))
      .catch((error: unknown) => {
        console.error('Sandbox could not answer:', error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });
  /*
   * Node drops an idle keep-alive connection after 5 s, while the storefront's runtime (workerd)
   * keeps it pooled longer and reuses it: a request sent as Node closes the socket fails with
   * "Network connection lost", a failure no real service causes. Real APIs keep idle connections
   * for a minute or more, so the sandbox does too, and the client closes first.
   */
  server.keepAliveTimeout = 120_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const {port: boundPort} = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${boundPort}`,
        close: () =>
          new Promise((resolveClose) => {
            server.close(() => resolveClose());
            // Keep-alive connections would hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}
