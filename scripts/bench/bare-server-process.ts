import { fork } from 'node:child_process';
import type { BareRoute, BareServerConfig, BareServerReady } from './bare-server.js';
import { captureOutputTail, nextMessage, stopChild } from './child-process.js';
import type { CleanupStack } from './cleanup-stack.js';
import { BARE_SERVER_ENTRY, HOST, REPO_ROOT } from './paths.js';
import type { RunningServer } from './section.js';
import { TIMEOUTS, withTimeout } from './timeouts.js';

/** bare-server.ts in a child process of its own, answering `routes`. */
export async function startBareServer(routes: BareRoute[], cleanup: CleanupStack): Promise<RunningServer> {
  const child = fork(BARE_SERVER_ENTRY, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  cleanup.add(() => stopChild(child));
  const outputTail = captureOutputTail(child);
  const ready = nextMessage<BareServerReady>(child, outputTail);
  const config: BareServerConfig = { routes };
  child.send(config);
  const { port } = await withTimeout(ready, TIMEOUTS.serverStartMs, 'the bare server start');
  return { origin: `http://${HOST}:${port}` };
}
