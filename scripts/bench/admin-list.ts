import { ADMIN_LIST, ADMIN_LIST_CASES } from './admin-list-cases.js';
import { adminListTargets } from './admin-list-targets.js';
import { errorMessage } from './error-message.js';
import { type AdminListRun, measureAdminListOn } from './measure-admin-list-on.js';
import type { BenchContext, Section, SectionReport } from './section.js';
import { median, percentile } from './statistics.js';

/**
 * Section: the admin list and stats at 100,000 applications, on PGlite and on PostgreSQL.
 * The repository functions are called in this process (no HTTP), as the admin routes call them.
 */
export const adminListSection: Section = {
  title:
    `Admin list at ${ADMIN_LIST.rows.toLocaleString('en-US')} applications (repository calls in this process, ` +
    `median and p95 of ${ADMIN_LIST.measured} runs after ${ADMIN_LIST.warmups} warm-ups)`,
  run: measureAdminList,
};

async function measureAdminList(context: BenchContext): Promise<SectionReport> {
  const { targets, notes } = await adminListTargets(context);
  const runs: AdminListRun[] = [];
  for (const target of targets) {
    context.progress(`admin list on ${target.label}`);
    try {
      runs.push(await measureAdminListOn(target, context));
    } catch (error) {
      runs.push({ label: target.label, samples: [], results: [], scans: [], setup: '', error: errorMessage(error) });
    }
  }
  const measured = runs.filter((run) => !run.error);
  return {
    tables: [
      {
        headers: ['query', ...measured.flatMap((run) => [`${run.label} median ms`, `${run.label} p95 ms`]), 'result'],
        rows: ADMIN_LIST_CASES.map((testCase, index) => [
          testCase.label,
          ...measured.flatMap((run) => {
            const samples = run.samples[index] ?? [];
            return [median(samples).toFixed(1), percentile(samples, 0.95).toFixed(1)];
          }),
          measured[0]?.results[index] ?? '-',
        ]),
      },
      ...measured.map((run) => ({
        headers: ['query', `${run.label}: list statement`, 'count statement'],
        rows: ADMIN_LIST_CASES.map((testCase, index) => [testCase.label, ...(run.scans[index] ?? [])]),
        textColumns: 3,
      })),
    ],
    checks: [
      ...runs.flatMap((run) =>
        run.error ? [{ description: `admin list on ${run.label} not measured: ${run.error}`, passed: false }] : [],
      ),
      ...measured.flatMap((run) =>
        ADMIN_LIST_CASES.flatMap((testCase, index) => {
          if (!testCase.noSeqScan) return [];
          const scans = run.scans[index] ?? [];
          const checked = testCase.noSeqScan === 'page' ? scans.slice(0, 1) : scans;
          return [
            {
              description: `${run.label}: ${testCase.label} reads indexes, not the whole table (${testCase.noSeqScan === 'page' ? 'list statement' : 'list and count'})`,
              passed: checked.every((scan) => !scan.includes('seq scan')),
            },
          ];
        }),
      ),
    ],
    notes: [
      `${ADMIN_LIST.rows.toLocaleString('en-US')} generated applications (deterministic: names from small arrays, ` +
        '10% business, created over the last 400 days, statuses skewed by age); page size 50.',
      `In-process calls of listApplicationsPage (page and count(*); run concurrently on PostgreSQL's pool, one after the ` +
        `other on PGlite) and applicationStats; no HTTP. ${ADMIN_LIST.warmups} warm-up rounds, then ` +
        `${ADMIN_LIST.measured} rounds, each running every query once; p95 is the nearest rank.`,
      ...measured.map((run) => `${run.label}: ${run.setup}`),
      'Plans: EXPLAIN of the statements the repository sends (index names without applications_ and _idx); ' +
        'BENCH_ADMIN_LIST_PLANS=1 prints EXPLAIN ANALYZE to stderr.',
      ...notes,
      'Details and the plans checked: docs/performance/admin-list.md.',
    ],
  };
}
