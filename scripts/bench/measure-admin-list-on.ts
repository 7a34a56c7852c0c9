import type { Database } from '../../server/src/db/client.js';
import { ADMIN_LIST, ADMIN_LIST_CASES } from './admin-list-cases.js';
import type { AdminListTarget } from './admin-list-targets.js';
import { loadAdminListData } from './load-admin-list-data.js';
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

/** Loads the applications into the target, then plans and times every case. */
export async function measureAdminListOn(target: AdminListTarget, context: BenchContext): Promise<AdminListRun> {
  const repository = await import('../../server/src/db/repositories/admin-application-repository.js');
  const { handle, dispose } = await target.open();
  try {
    await handle.migrate();
    const setup = await loadAdminListData(handle, context);
    const calls = ADMIN_LIST_CASES.map(
      ({ query }) =>
        (db: Database): Promise<unknown> =>
          query ? repository.listApplicationsPage(db, query) : repository.applicationStats(db),
    );
    const scans: string[][] = [];
    for (const [index, call] of calls.entries()) {
      const statements = await captureStatements(call);
      scans.push(await Promise.all(statements.map((statement) => planScans(handle.db, statement))));
      if (process.env.BENCH_ADMIN_LIST_PLANS)
        await printPlans(handle.db, target.label, ADMIN_LIST_CASES[index], statements);
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
      ADMIN_LIST_CASES.map(async ({ query }) => {
        if (!query)
          return `${(await repository.applicationStats(handle.db)).totalApplications.toLocaleString('en-US')} counted`;
        const page = await repository.listApplicationsPage(handle.db, query);
        return `${page.rows.length} of ${page.total.toLocaleString('en-US')}`;
      }),
    );
    return { label: target.label, samples, results, scans, setup };
  } finally {
    await dispose();
  }
}
