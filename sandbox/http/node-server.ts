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
