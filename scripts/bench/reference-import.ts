import { randomBytes } from 'node:crypto';
import { BASE_PATH } from './paths.js';
import { sampleRss } from './process-memory.js';
import { startRealServer } from './real-server.js';
import type { BenchContext, Check, Section, SectionReport } from './section.js';
import { median, percentile } from './statistics.js';

const ROWS = 100_000;
const TARGET_SECONDS = 30;
/** Growth of the server's resident memory during an import: flat means far below the size of what it read. */
const MEMORY_GROWTH_BUDGET_MB = 120;
const UNITS_PER_COMPLEX = 50;
/** The longest a public search may wait on an import: the commit, one statement per table, on the embedded database. */
const LONGEST_WAIT_MS = 10_000;

const UNITS_HEADER = 'complex_name,street_address,suburb,city,province,unit_number,premise_code';
const ACCOUNTS_HEADER =
  'account_number,holder_name,holder_id_number,cell_number,email,complex_name,unit_number,deposit_held,opened_on,closed_on';

/** 100,000 units in 2,000 complexes, as a property system would export them. */
function unitsFile(): string {
  const lines = [UNITS_HEADER];
  for (let i = 0; i < ROWS; i++) {
    const complex = Math.floor(i / UNITS_PER_COMPLEX);
    const unit = (i % UNITS_PER_COMPLEX) + 1;
    lines.push(
      `Bench Complex ${complex},${complex + 1} Bench Street,Suburb ${complex % 97},Pretoria,Gauteng,${unit},BX${complex}-${unit}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** One account on each of those units, as a billing system would export them. */
function accountsFile(): string {
  const lines = [ACCOUNTS_HEADER];
  for (let i = 0; i < ROWS; i++) {
    const complex = Math.floor(i / UNITS_PER_COMPLEX);
    const unit = (i % UNITS_PER_COMPLEX) + 1;
    lines.push(
      `${String(500_000 + i).padStart(8, '0')},Holder ${i},8001015009087,082 555 ${String(i % 10_000).padStart(4, '0')},,Bench Complex ${complex},${unit},2000.00,2024-03-01,`,
    );
  }
  return `${lines.join('\n')}\n`;
}

interface ImportRun {
  label: string;
  seconds: number;
  created: number;
  unchanged: number;
  errors: number;
  /** The server's settled resident memory before the import, which the growth is counted from. */
  beforeMb: number;
  growthMb: number;
  /** Latencies of the public complex search, asked again and again while the import ran. */
  searchMs: number[];
}

async function importRun(
  context: BenchContext,
  pid: number,
  api: string,
  cookie: string,
  register: string,
  label: string,
  content: string,
): Promise<ImportRun> {
  context.progress(`import ${label}`);
  const memory = await sampleRss(pid);
  const before = memory.before;
  let importing = true;
  const searchMs: number[] = [];
  const searching = (async () => {
    while (importing) {
      const startedAt = performance.now();
      const response = await fetch(`${api}/premises/complexes?search=Centurion`);
      await response.arrayBuffer();
      searchMs.push(performance.now() - startedAt);
    }
  })();
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), `${register}.csv`);
  const startedAt = performance.now();
  const response = await fetch(`${api}/admin/reference/${register}/import?dryRun=false`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const report = (await response.json()) as { created: number; unchanged: number; errors: unknown[] };
  const seconds = (performance.now() - startedAt) / 1000;
  importing = false;
  await searching;
  const peak = await memory.stop();
  if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
  return {
    label,
    seconds,
    created: report.created,
    unchanged: report.unchanged,
    errors: report.errors.length,
    beforeMb: before,
    growthMb: peak - before,
    searchMs,
  };
}

/** Section: the 100,000-row CSV imports of issue 29, on the embedded database, with the portal serving meanwhile. */
export const referenceImportSection: Section = {
  title: `Reference data imports (${ROWS.toLocaleString('en')} rows a file, embedded database)`,
  run: measure,
};

async function measure(context: BenchContext): Promise<SectionReport> {
  const password = randomBytes(18).toString('base64url');
  const server = await startRealServer(context.cleanup, context.progress, { ADMIN_PASSWORD: password });
  const api = `${server.origin}${BASE_PATH}/api`;
  const login = await fetch(`${api}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  const units = unitsFile();
  const accounts = accountsFile();
  const runs = [
    await importRun(context, server.pid, api, cookie, 'complexes', 'complexes and units, new', units),
    await importRun(context, server.pid, api, cookie, 'complexes', 'complexes and units, again', units),
    await importRun(context, server.pid, api, cookie, 'accounts', 'accounts, new', accounts),
    await importRun(context, server.pid, api, cookie, 'accounts', 'accounts, again', accounts),
  ];
  const checks: Check[] = runs.flatMap((run) => [
    {
      description: `${run.label}: ${run.seconds.toFixed(1)} s <= ${TARGET_SECONDS} s`,
      passed: run.seconds <= TARGET_SECONDS,
    },
    {
      description: `${run.label}: memory grew ${run.growthMb.toFixed(0)} MB <= ${MEMORY_GROWTH_BUDGET_MB} MB`,
      passed: run.growthMb <= MEMORY_GROWTH_BUDGET_MB,
    },
    {
      description: `${run.label}: ${run.errors} bad lines, ${run.created + run.unchanged} rows counted`,
      passed: run.errors === 0 && run.created + run.unchanged === ROWS,
    },
    {
      description: `${run.label}: the public search answered ${run.searchMs.length} times meanwhile, the longest wait ${Math.max(...run.searchMs).toFixed(0)} ms <= ${LONGEST_WAIT_MS} ms`,
      passed: run.searchMs.length >= 5 && Math.max(...run.searchMs) <= LONGEST_WAIT_MS,
    },
  ]);
  return {
    tables: [
      {
        headers: [
          'import',
          'seconds',
          'created',
          'unchanged',
          'memory before MB',
          'memory growth MB',
          'searches',
          'search median ms',
          'p95 ms',
          'max ms',
        ],
        rows: runs.map((run) => [
          run.label,
          run.seconds.toFixed(1),
          String(run.created),
          String(run.unchanged),
          run.beforeMb.toFixed(0),
          run.growthMb.toFixed(0),
          String(run.searchMs.length),
          median(run.searchMs).toFixed(0),
          percentile(run.searchMs, 0.95).toFixed(0),
          Math.max(...run.searchMs).toFixed(0),
        ]),
      },
    ],
    checks,
    notes: [
      `Files: ${(units.length / 1e6).toFixed(1)} MB of units and ${(accounts.length / 1e6).toFixed(1)} MB of accounts.`,
      "Memory growth: the server's peak resident memory during the import, less its memory once settled before it. A new server on the embedded database grows for about two seconds after it first answers (V8 compiling PGlite's WebAssembly), so each import waits for the memory to stay within 5 MB for 2 s first.",
      'On the embedded database every statement has the one connection to itself: the longest search waits for the commit (one statement per table, after the file was checked). On PostgreSQL reads never wait for an import.',
    ],
  };
}
