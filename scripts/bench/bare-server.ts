// Baseline for the throughput section of the benchmark (http-throughput.ts): a bare node:http server answering
// fixed bytes, run in its own process (forked with IPC) so it gets a CPU of its own just like the real server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareRoute {
  path: string;
  contentType: string;
  bodyBase64: string;
  /** Header lines sent besides the content type and length (none for the bench's baseline). */
  headers: Array<[string, string]>;
}

/** Sent by the parent once: the routes to answer. */
export interface BareServerConfig {
  routes: BareRoute[];
}

/** Sent back once listening on 127.0.0.1. */
export interface BareServerReady {
  port: number;
}

interface PreparedResponse {
  headers: Record<string, string | number>;
  body: Buffer;
}

function prepareResponses(routes: BareRoute[]): Map<string, PreparedResponse> {
  return new Map(
    routes.map((route) => [
      route.path,
      {
        headers: {
          ...Object.fromEntries(route.headers),
          'content-type': route.contentType,
          'content-length': Buffer.byteLength(route.bodyBase64, 'base64'),
        },
        body: Buffer.from(route.bodyBase64, 'base64'),
      },
    ]),
  );
}

function startBareServer(config: BareServerConfig): void {
  const responses = prepareResponses(config.routes);
  const server = createServer((request, response) => {
    const prepared = responses.get(request.url ?? '');
    if (!prepared) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, prepared.headers);
    response.end(prepared.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const ready: BareServerReady = { port: (server.address() as AddressInfo).port };
    process.send?.(ready);
  });
}

if (!process.send) {
  console.error('bare-server.ts must be forked with an IPC channel by scripts/bench/http-throughput.ts');
  process.exit(1);
}
// Never outlive the benchmark, even when it is killed without running its cleanup.
process.on('disconnect', () => process.exit(0));
process.once('message', (message) => startBareServer(message as BareServerConfig));
