import type { Database } from '../../server/src/db/client.js';
import { ADMIN_LIST, type AdminListBench } from './admin-list-cases.js';
import type { AdminListTarget } from './admin-list-targets.js';
import { captureStatements, planScans, printPlans } from './query-plans.js';
import type { BenchContext } from './section.js';

export interface AdminListRun {
  label: string;
  /** Per case: the timings in ms, the result's size, the scans of each statement. */
  samples: number[][];
  results: string[];
  scans: string[][];
  setup: string;
  error?: string;
}

/** Plans and times every case of the list on the target's loaded database. */
export async function measureAdminListOn<Query>(
  bench: AdminListBench<Query>,
  target: AdminListTarget,
  context: BenchContext,
): Promise<AdminListRun> {
  const repository = await bench.repository();
  const { handle, setup } = await target.loaded();
  const calls = bench.cases.map(
    ({ query }) =>
      (db: Database): Promise<unknown> =>
        query ? repository.list(db, query) : repository.stats(db),
  );
  const scans: string[][] = [];
  for (const [index, call] of calls.entries()) {
    const statements = await captureStatements(call);
    // The page's statement comes last (after the counts it depends on); it is shown first, the counts after it.
    const plans = await Promise.all(statements.map((statement) => planScans(handle.db, statement)));
    scans.push(plans.length > 1 ? [plans.at(-1)!, plans.slice(0, -1).join('; ')] : plans);
    if (process.env.BENCH_ADMIN_LIST_PLANS)
      await printPlans(handle.db, `${target.label}, ${bench.noun}: ${bench.cases[index]?.label}`, statements);
  }
  // Rounds go through every query once, so drift on a shared machine touches them all alike.
  const samples: number[][] = calls.map(() => []);
  for (let round = 0; round < ADMIN_LIST.warmups + ADMIN_LIST.measured; round++) {
    if (round % 10 === 0)
      context.progress(`${target.label} round ${round + 1}/${ADMIN_LIST.warmups + ADMIN_LIST.measured}`);
    for (const [index, call] of calls.entries()) {
      const startedAt = performance.now();
      await call(handle.db);
      if (round >= ADMIN_LIST.warmups) samples[index]?.push(performance.now() - startedAt);
    }
  }
  const results = await Promise.all(
    bench.cases.map(async ({ query }) => {
      if (!query) return `${(await repository.counted(handle.db)).toLocaleString('en-US')} counted`;
      const page = await repository.list(handle.db, query);
      return `${page.rows.length} of ${page.total.toLocaleString('en-US')}`;
    }),
  );
  return { label: target.label, samples, results, scans, setup };
}
