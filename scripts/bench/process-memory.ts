import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

/** The resident memory of a process, in MB, from /proc. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const SETTLE_POLL_MS = 100;
/** Settled: the resident memory moved by at most SETTLE_TOLERANCE_MB over the last SETTLE_WINDOW_MS. */
const SETTLE_WINDOW_MS = 2_000;
const SETTLE_TOLERANCE_MB = 5;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * The process's resident memory once it has stopped moving. A server on the embedded database keeps growing for about
 * two seconds after it first answers (V8 compiles PGlite's WebAssembly in the background, up to about 1 GB, then
 * frees most of it): a measure begun during that charged the start's compilation to the request measured
 * (docs/performance/million-rows.md, "The register import's memory").
 */
export async function settledRssMb(pid: number): Promise<number> {
  const samples: { at: number; mb: number }[] = [];
  const startedAt = performance.now();
  for (;;) {
    const at = performance.now();
    samples.push({ at, mb: await rssMb(pid) });
    while (samples.length > 0 && samples[0]!.at < at - SETTLE_WINDOW_MS) samples.shift();
    const values = samples.map((sample) => sample.mb);
    const spanned = at - startedAt >= SETTLE_WINDOW_MS;
    if (spanned && Math.max(...values) - Math.min(...values) <= SETTLE_TOLERANCE_MB) return values.at(-1)!;
    if (at - startedAt > SETTLE_TIMEOUT_MS) {
      throw new Error(
        `process ${pid}'s memory did not settle within ${SETTLE_TIMEOUT_MS / 1000} s (${values.map((v) => v.toFixed(0)).join(', ')} MB in the last ${SETTLE_WINDOW_MS / 1000} s)`,
      );
    }
    await delay(SETTLE_POLL_MS);
  }
}

/**
 * Waits until the process's memory has settled, then samples it every 50 ms until `stop` is called, which answers
 * the peak; `before` is the settled memory the growth is counted from.
 */
export async function sampleRss(pid: number): Promise<{ before: number; stop(): Promise<number> }> {
  const before = await settledRssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => {
        peak = Math.max(peak, mb);
      },
      () => {},
    );
  }, 50);
  return {
    before,
    async stop() {
      clearInterval(timer);
      return Math.max(peak, await rssMb(pid));
    },
  };
}
