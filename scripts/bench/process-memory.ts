import { readFile } from 'node:fs/promises';

/** The resident memory of a process, in MB, from /proc. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples a process's resident memory every 50 ms until `stop` is called, which answers the peak. */
export function sampleRss(pid: number): { before: Promise<number>; stop(): Promise<number> } {
  const before = rssMb(pid);
  let peak = 0;
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
