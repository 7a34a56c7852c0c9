import { ADMIN_LIST, type AdminListBench } from './admin-list-cases.js';
import { adminListTargets } from './admin-list-targets.js';
import { errorMessage } from './error-message.js';
import { type AdminListRun, measureAdminListOn } from './measure-admin-list-on.js';
import type { BenchContext, Section, SectionReport } from './section.js';
import { median, percentile } from './statistics.js';

const rows = ADMIN_LIST.rows.toLocaleString('en-US');

/**
 * Section: one admin list and its stats at 100,000 cases of its kind, on PGlite and on PostgreSQL, in databases that
 * hold 100,000 applications and 100,000 terminations (loaded once, shared by the admin list sections).
 * The repository functions are called in this process (no HTTP), as the admin routes call them.
 */
export function adminListSection<Query>(bench: AdminListBench<Query>): Section {
  return {
    title:
      `Admin list at ${rows} ${bench.noun} (repository calls in this process, ` +
      `median and p95 of ${ADMIN_LIST.measured} runs after ${ADMIN_LIST.warmups} warm-ups)`,
    run: (context) => measureAdminList(bench, context),
  };
}

async function measureAdminList<Query>(bench: AdminListBench<Query>, context: BenchContext): Promise<SectionReport> {
  const { targets, notes } = await adminListTargets(context);
  const runs: AdminListRun[] = [];
  for (const target of targets) {
    context.progress(`admin list of ${bench.noun} on ${target.label}`);
    try {
      runs.push(await measureAdminListOn(bench, target, context));
    } catch (error) {
      runs.push({ label: target.label, samples: [], results: [], scans: [], setup: '', error: errorMessage(error) });
    }
  }
  const measured = runs.filter((run) => !run.error);
  return {
    tables: [
      {
        headers: ['query', ...measured.flatMap((run) => [`${run.label} median ms`, `${run.label} p95 ms`]), 'result'],
        rows: bench.cases.map((testCase, index) => [
          testCase.label,
          ...measured.flatMap((run) => {
            const samples = run.samples[index] ?? [];
            return [median(samples).toFixed(1), percentile(samples, 0.95).toFixed(1)];
          }),
          measured[0]?.results[index] ?? '-',
        ]),
      },
      ...measured.map((run) => ({
        headers: ['query', `${run.label}: list statement`, 'count statements'],
        rows: bench.cases.map((testCase, index) => [testCase.label, ...(run.scans[index] ?? [])]),
        textColumns: 3,
      })),
    ],
    checks: [
      ...runs.flatMap((run) =>
        run.error
          ? [{ description: `admin list of ${bench.noun} on ${run.label} not measured: ${run.error}`, passed: false }]
          : [],
      ),
      ...measured.flatMap((run) =>
        bench.cases.flatMap((testCase, index) => {
          if (!testCase.noSeqScan) return [];
          const scans = run.scans[index] ?? [];
          const checked = testCase.noSeqScan === 'page' ? scans.slice(0, 1) : scans;
          return [
            {
              description: `${run.label}: ${bench.noun}, ${testCase.label} reads indexes, not the whole table (${testCase.noSeqScan === 'page' ? 'list statement' : 'list and count'})`,
              passed: checked.every((scan) => !scan.includes('seq scan')),
            },
          ];
        }),
      ),
    ],
    notes: [
      `${rows} generated applications and ${rows} generated terminations in one database (deterministic: every ` +
        'value derives from the row number); page size 50.',
      ...bench.notes,
      `${ADMIN_LIST.warmups} warm-up rounds, then ${ADMIN_LIST.measured} rounds, each running every query once; ` +
        'p95 is the nearest rank.',
      ...measured.map((run) => `${run.label}: ${run.setup}`),
      'Plans: EXPLAIN of the statements the repository sends (index names without their table and _idx); ' +
        'BENCH_ADMIN_LIST_PLANS=1 prints EXPLAIN ANALYZE to stderr.',
      ...notes,
      'Details and the plans checked: docs/performance/admin-list.md and docs/performance/admin-terminations.md.',
    ],
  };
}
