import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { captureOutputTail, describeExit, hasExited, stopChild } from './child-process.js';
import { findFreePort } from './find-free-port.js';
import { HEALTH_PATH, HOST, REPO_ROOT, SERVER_ENTRY, SERVER_NODE_OPTIONS } from './paths.js';
import type { BenchContext, Section, SectionReport } from './section.js';
import { median } from './statistics.js';
import { TIMEOUTS } from './timeouts.js';

const RUNS = 5;
const TARGET_MS = { fresh: 3_000, existing: 1_500 } as const;
const POLL_MS = 20;

/** Section: from `node server/dist/main.js` to the first 200 of the health route, on the embedded database. */
export const startTimeSection: Section = {
  title: `Start time on the embedded database (spawn to the first 200 of ${HEALTH_PATH}, median of ${RUNS})`,
  run: measure,
};

/** Milliseconds from spawning the built server on `dataDir` to its first healthy answer; then it is stopped. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await findFreePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutputTail(child);
  try {
    const deadline = Date.now() + TIMEOUTS.serverStartMs;
    while (Date.now() < deadline) {
      if (hasExited(child)) throw new Error(`the server exited (${describeExit(child)}):\n${output()}`);
      try {
        const response = await fetch(`http://${HOST}:${port}${HEALTH_PATH}`, { signal: AbortSignal.timeout(1_000) });
        if (response.status === 200) return performance.now() - startedAt;
      } catch {
        // Not listening yet.
      }
      await delay(POLL_MS);
    }
    throw new Error(`no answer within ${TIMEOUTS.serverStartMs} ms:\n${output()}`);
  } finally {
    await stopChild(child);
  }
}

async function measure(context: BenchContext): Promise<SectionReport> {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'protea-bench-start-'));
    try {
      context.progress(`start time: run ${run}/${RUNS}, fresh DATA_DIR`);
      fresh.push(await startOnce(dataDir));
      context.progress(`start time: run ${run}/${RUNS}, the same DATA_DIR again`);
      existing.push(await startOnce(dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    }
  }
  const row = (label: string, samples: number[], target: number) => [
    label,
    median(samples).toFixed(0),
    Math.min(...samples).toFixed(0),
    Math.max(...samples).toFixed(0),
    String(target),
  ];
  return {
    tables: [
      {
        headers: ['DATA_DIR', 'median ms', 'min ms', 'max ms', 'target ms'],
        rows: [row('fresh (empty)', fresh, TARGET_MS.fresh), row('existing', existing, TARGET_MS.existing)],
      },
    ],
    checks: [
      {
        description: `fresh DATA_DIR: median ${median(fresh).toFixed(0)} ms <= ${TARGET_MS.fresh} ms`,
        passed: median(fresh) <= TARGET_MS.fresh,
      },
      {
        description: `existing DATA_DIR: median ${median(existing).toFixed(0)} ms <= ${TARGET_MS.existing} ms`,
        passed: median(existing) <= TARGET_MS.existing,
      },
    ],
    notes: [
      `The built server (${path.relative(REPO_ROOT, SERVER_ENTRY)}) on PGlite; health polled every ${POLL_MS} ms. ` +
        'A fresh DATA_DIR is loaded from the migrated template the build ships (server/dist/pglite-template.tar.gz).',
    ],
  };
}
