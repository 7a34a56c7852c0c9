import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics.js';

/** Where a scrape asks, on this listener only: the public port answers 404 for it (web-app.ts). */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` on a listener of its own (HOST:port), apart from the public port: what a scrape shows (routes, queue
 * sizes, memory) is for the operator's network, not for the internet the portal answers.
 */
export function startMetricsListener(
  metrics: Metrics,
  address: { host: string; port: number },
  log: FastifyBaseLogger,
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics: scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      const bound = server.address();
      resolve({
        port: typeof bound === 'object' && bound ? bound.port : address.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
