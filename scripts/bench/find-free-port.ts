import { once } from 'node:events';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { HOST } from './paths.js';
import { TIMEOUTS, withTimeout } from './timeouts.js';

export async function findFreePort(): Promise<number> {
  const server = createNetServer();
  server.listen(0, HOST);
  await withTimeout(once(server, 'listening'), TIMEOUTS.requestMs, 'finding a free port');
  const { port } = server.address() as AddressInfo;
  server.close();
  await withTimeout(once(server, 'close'), TIMEOUTS.requestMs, 'releasing the free port');
  return port;
}
