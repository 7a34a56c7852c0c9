import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { captureOutputTail, describeExit, hasExited, stopChild } from './child-process.js';
import type { CleanupStack } from './cleanup-stack.js';
import { findFreePort } from './find-free-port.js';
import { HEALTH_PATH, HOST, REPO_ROOT, SERVER_ENTRY, SERVER_NODE_OPTIONS } from './paths.js';
import type { RunningServer } from './section.js';
import { TIMEOUTS } from './timeouts.js';

/** The built server (server/dist/main.js) in a child process on a temporary DATA_DIR, once it answers health. */
export async function startRealServer(
  cleanup: CleanupStack,
  progress: (message: string) => void,
  /** Settings on top of the defaults below (a DATABASE_URL, a known ADMIN_PASSWORD). */
  settings: NodeJS.ProcessEnv = {},
): Promise<RunningServer & { pid: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'protea-bench-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true, maxRetries: 3 }));
  const port = await findFreePort();
  progress(`starting ${path.relative(REPO_ROOT, SERVER_ENTRY)} on port ${port} (DATA_DIR ${dataDir})`);
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...realServerEnv(port, dataDir), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add(() => stopChild(child));
  const outputTail = captureOutputTail(child);
  const origin = `http://${HOST}:${port}`;
  const startedAt = Date.now();
  await waitUntilHealthy(origin, child, outputTail);
  progress(`server healthy after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return { origin, pid: child.pid ?? 0 };
}

function realServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Inherited settings could point the server at an external Postgres or Redis, or move it off /ClientApps.
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'BASE_PATH', 'PUBLIC_URL']) delete env[key];
  return {
    ...env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    LOG_LEVEL: 'warn',
  };
}

async function waitUntilHealthy(origin: string, child: ChildProcess, outputTail: () => string): Promise<void> {
  const deadline = Date.now() + TIMEOUTS.serverStartMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(`the server exited (${describeExit(child)}) before answering ${HEALTH_PATH}:\n${outputTail()}`);
    }
    if (await isHealthy(origin)) return;
    await delay(TIMEOUTS.healthPollMs);
  }
  throw new Error(`the server did not answer ${HEALTH_PATH} within ${TIMEOUTS.serverStartMs} ms:\n${outputTail()}`);
}

async function isHealthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(origin + HEALTH_PATH, { signal: AbortSignal.timeout(1_000) });
    const body = (await response.json()) as { status?: unknown };
    return response.ok && body.status === 'ok';
  } catch {
    return false;
  }
}
