import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/**
 * Starts an Express app on host:port (port 0 = any free one) and resolves once it listens.
 * `url` is reachable from this machine even when bound to all interfaces. `close` stops
 * accepting, lets in-flight requests finish and drops idle keep-alive connections.
 */
export async function listenHttp(
  app: Express,
  host: string,
  port: number,
): Promise<{ server: Server; port: number; url: string; close(): Promise<void> }> {
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    server,
    port: bound,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
