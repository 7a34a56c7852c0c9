/// <reference path="./autocannon.d.ts" />
// `npm run bench` (builds first, then runs this with tsx). Results go to stdout, progress to stderr.
// Exit code 1 when a budget fails or a section cannot run.
// BENCH_DATABASE_URL: the PostgreSQL server for the admin list section (a throwaway database is created there);
// without it, postgres://postgres@127.0.0.1:5432/test is used when it answers. BENCH_SECTIONS: see selectedSections.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon, { type Result as AutocannonResult } from 'autocannon';
import type { SQL } from 'drizzle-orm';
import type { ApplicationSummaryData } from '../server/src/adapters/pdf/application-summary-data.js';
import type { Database, DatabaseHandle } from '../server/src/db/client.js';
import type * as AdminApplicationRepository from '../server/src/db/repositories/admin-application-repository.js';
import { SAMPLE_SIGNATURE_JPEG, sampleTenantApplication } from '../server/test/support/sample-application-summary.js';
import type { BareRoute, BareServerConfig, BareServerReady } from './bare-server.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'dist', 'main.js');
const BARE_SERVER_ENTRY = path.join(REPO_ROOT, 'scripts', 'bare-server.ts');

const HOST = '127.0.0.1';
const BASE_PATH = '/ClientApps';
const HEALTH_PATH = `${BASE_PATH}/api/health`;
const LANDING_PATH = `${BASE_PATH}/`;

// Modest on purpose: the benchmark shares a 2-core machine with the server it measures.
const LOAD = { connections: 10, warmupSeconds: 2, measureSeconds: 5, rounds: 3 } as const;
const PDF_RUNS = { warmups: 3, measured: 30 } as const;
const ADMIN_LIST = {
  rows: 100_000,
  insertBatch: 25_000,
  pageSize: 50,
  warmups: 3,
  measured: 30,
  /** Used when BENCH_DATABASE_URL is unset and it answers; PostgreSQL is skipped otherwise. */
  defaultPostgresUrl: 'postgres://postgres@127.0.0.1:5432/test',
} as const;
/** The lazily imported wizard entry chunk(s), e.g. residential-wizard-page-AbCd1234.js. */
const WIZARD_CHUNK = /^residential-(?:application-)?wizard[\w-]*\.js$/;
const BUDGETS = { initialJsGzipKb: 150 } as const;
const TIMEOUTS = {
  serverStartMs: 60_000,
  healthPollMs: 250,
  requestMs: 5_000,
  childExitMs: 5_000,
  childKillMs: 2_000,
  autocannonSlackMs: 30_000,
} as const;

// ---------------------------------------------------------------------------------------------
// Sections: each one measures something and returns tables and budget checks. Add new ones to SECTIONS.

interface Table {
  headers: string[];
  rows: string[][];
  /** Leading columns holding text (left-aligned); the rest are numbers (right-aligned). Default 1. */
  textColumns?: number;
}

interface Check {
  description: string;
  passed: boolean;
}

interface SectionReport {
  tables: Table[];
  checks: Check[];
  notes: string[];
}

interface RunningServer {
  origin: string;
}

interface BenchContext {
  /** The built server on a temporary DATA_DIR, started on first use and shared by all sections. */
  realServer(): Promise<RunningServer>;
  cleanup: CleanupStack;
  progress(message: string): void;
}

interface Section {
  title: string;
  run(context: BenchContext): Promise<SectionReport>;
}

const SECTIONS: Section[] = [
  { title: 'Landing page initial assets (from web/dist/index.html, gzip level 9)', run: measureInitialAssets },
  {
    title:
      `Requests per second (autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up, ` +
      `median of ${LOAD.rounds} rounds of ${LOAD.measureSeconds} s)`,
    run: measureThroughput,
  },
  {
    title: `Application PDF (buildApplicationSummaryPdf, median of ${PDF_RUNS.measured} runs after ${PDF_RUNS.warmups} warm-ups)`,
    run: measureApplicationPdf,
  },
  { title: 'Residential wizard JavaScript beyond the landing page (gzip level 9)', run: measureWizardAssets },
  {
    title:
      `Admin list at ${ADMIN_LIST.rows.toLocaleString('en-US')} applications (repository calls in this process, ` +
      `median and p95 of ${ADMIN_LIST.measured} runs after ${ADMIN_LIST.warmups} warm-ups)`,
    run: measureAdminList,
  },
];

// ---------------------------------------------------------------------------------------------
// Section: initial JavaScript and CSS of the landing page.

interface InitialAssets {
  scripts: string[];
  styles: string[];
}

interface AssetSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

async function measureInitialAssets(): Promise<SectionReport> {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const assets = findInitialAssets(html);
  const scripts = await Promise.all(assets.scripts.map(measureAsset));
  const styles = await Promise.all(assets.styles.map(measureAsset));
  const jsGzipBytes = sumGzipBytes(scripts);
  const cssGzipBytes = sumGzipBytes(styles);

  const fileRows = [...scripts.map((asset) => assetRow('JS', asset)), ...styles.map((asset) => assetRow('CSS', asset))];
  const totalRows = [
    ['JS total', fileCount(scripts.length), kb(sumRawBytes(scripts)), kb(jsGzipBytes)],
    ['CSS total', fileCount(styles.length), kb(sumRawBytes(styles)), kb(cssGzipBytes)],
  ];
  return {
    tables: [{ headers: ['kind', 'file', 'raw KB', 'gzip KB'], rows: [...fileRows, ...totalRows], textColumns: 2 }],
    checks: [
      {
        description: `initial JavaScript ${kb(jsGzipBytes)} KB gzipped, budget ${BUDGETS.initialJsGzipKb} KB`,
        passed: jsGzipBytes <= BUDGETS.initialJsGzipKb * 1024,
      },
    ],
    notes: ['1 KB = 1024 bytes.'],
  };
}

/** The module entry, its modulepreloads and the stylesheets: what the browser fetches before first render. */
function findInitialAssets(html: string): InitialAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of findTags(html)) {
    const rel = (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const src = tag.attributes.get('src');
    const href = tag.attributes.get('href');
    if (tag.name === 'script' && tag.attributes.get('type') === 'module' && src) scripts.add(src);
    else if (tag.name === 'link' && rel.includes('modulepreload') && href) scripts.add(href);
    else if (tag.name === 'link' && rel.includes('stylesheet') && href) styles.add(href);
  }
  if (scripts.size === 0)
    throw new Error('web/dist/index.html has no <script type="module" src>; is the web app built?');
  return { scripts: [...scripts], styles: [...styles] };
}

interface HtmlTag {
  name: 'script' | 'link';
  attributes: Map<string, string>;
}

function findTags(html: string): HtmlTag[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  return [...withoutComments.matchAll(/<(script|link)\b([^>]*)>/gi)].map((match) => ({
    name: (match[1] ?? '').toLowerCase() as HtmlTag['name'],
    attributes: parseAttributes(match[2] ?? ''),
  }));
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

async function measureAsset(href: string): Promise<AssetSize> {
  const content = await readFile(resolveDistFile(href));
  return { file: href, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function resolveDistFile(href: string): string {
  // The build uses relative URLs (Vite base './'), so resolving against a placeholder origin maps them onto web/dist.
  const url = new URL(href, 'http://dist.invalid/');
  if (url.origin !== 'http://dist.invalid') throw new Error(`initial asset ${href} is not in web/dist`);
  return path.join(WEB_DIST, decodeURIComponent(url.pathname));
}

function assetRow(kind: string, asset: AssetSize): string[] {
  return [kind, asset.file, kb(asset.rawBytes), kb(asset.gzipBytes)];
}

const sumRawBytes = (assets: AssetSize[]) => assets.reduce((sum, asset) => sum + asset.rawBytes, 0);
const sumGzipBytes = (assets: AssetSize[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

// ---------------------------------------------------------------------------------------------
// Section: throughput of the real server against a bare node:http server sending the same bytes.

type ServerKind = 'real' | 'bare';
const SERVER_KINDS: readonly ServerKind[] = ['real', 'bare'];

interface Endpoint {
  label: string;
  path: string;
}

const ENDPOINTS: readonly Endpoint[] = [
  { label: `GET ${HEALTH_PATH}`, path: HEALTH_PATH },
  { label: `GET ${LANDING_PATH} (landing HTML)`, path: LANDING_PATH },
];

interface CapturedResponse {
  path: string;
  contentType: string;
  body: Buffer;
}

type Samples = Record<ServerKind, number[]>;

/** One endpoint's way through the section; once `error` is set it is skipped, so the others still get measured. */
interface EndpointRun {
  endpoint: Endpoint;
  captured?: CapturedResponse;
  samples: Samples;
  error?: string;
}

async function measureThroughput(context: BenchContext): Promise<SectionReport> {
  const real = await context.realServer();
  const runs: EndpointRun[] = ENDPOINTS.map((endpoint) => ({ endpoint, samples: { real: [], bare: [] } }));
  for (const run of runs) {
    await recordFailure(run, async () => {
      run.captured = await captureResponse(real.origin, run.endpoint.path);
    });
  }
  const captured = runs.flatMap((run) => (run.captured ? [run.captured] : []));
  if (captured.length > 0) {
    context.progress('starting the bare node:http server');
    const bare = await startBareServer(captured.map(toBareRoute), context.cleanup);
    for (const run of runs) {
      const expected = run.captured;
      if (expected && !run.error) await recordFailure(run, () => assertSameResponse(bare.origin, expected));
    }
    const origins: Record<ServerKind, string> = { real: real.origin, bare: bare.origin };
    const measure = (seconds: number) => (run: EndpointRun, kind: ServerKind) =>
      requestsPerSecond(origins[kind] + run.endpoint.path, seconds);

    await forEachMeasurement(runs, 'warm-up', context, measure(LOAD.warmupSeconds));
    // Rounds alternate servers and endpoints so slow drift on a shared machine affects both servers alike.
    for (let round = 1; round <= LOAD.rounds; round++) {
      await forEachMeasurement(runs, `round ${round}/${LOAD.rounds}`, context, async (run, kind) => {
        run.samples[kind].push(await measure(LOAD.measureSeconds)(run, kind));
      });
    }
  }

  return {
    tables: [
      {
        headers: ['endpoint', 'real req/s', 'bare req/s', 'real/bare', 'spread real', 'spread bare'],
        rows: runs.map(throughputRow),
      },
    ],
    checks: runs.flatMap((run) =>
      run.error ? [{ description: `${run.endpoint.label} not measured: ${run.error}`, passed: false }] : [],
    ),
    notes: [
      'real = server/dist/main.js (Fastify); bare = node:http answering the same body bytes and content-type.',
      'spread = (max - min) / median of the rounds; a large spread means a noisy machine.',
    ],
  };
}

async function forEachMeasurement(
  runs: EndpointRun[],
  phase: string,
  context: BenchContext,
  measure: (run: EndpointRun, kind: ServerKind) => Promise<unknown>,
): Promise<void> {
  for (const run of runs) {
    for (const kind of SERVER_KINDS) {
      if (run.error) continue;
      context.progress(`${phase} ${kind} ${run.endpoint.path}`);
      await recordFailure(run, () => measure(run, kind));
    }
  }
}

async function recordFailure(run: EndpointRun, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    run.error = errorMessage(error);
  }
}

function throughputRow({ endpoint, samples, error }: EndpointRun): string[] {
  if (error) return [endpoint.label, 'not measured', '-', '-', '-', '-'];
  const real = median(samples.real);
  const bare = median(samples.bare);
  return [
    endpoint.label,
    formatRate(real),
    formatRate(bare),
    (real / bare).toFixed(2),
    spread(samples.real),
    spread(samples.bare),
  ];
}

async function captureResponse(origin: string, urlPath: string): Promise<CapturedResponse> {
  const response = await fetch(origin + urlPath, {
    // The exact bytes on the wire, not a transparently decompressed body.
    headers: { 'accept-encoding': 'identity' },
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUTS.requestMs),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(`GET ${urlPath} answered ${response.status} ${body.toString('utf8', 0, 120)}`);
  }
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error(`GET ${urlPath} has no content-type`);
  return { path: urlPath, contentType, body };
}

function toBareRoute(response: CapturedResponse): BareRoute {
  return { path: response.path, contentType: response.contentType, bodyBase64: response.body.toString('base64') };
}

async function assertSameResponse(origin: string, expected: CapturedResponse): Promise<void> {
  const got = await captureResponse(origin, expected.path);
  if (got.contentType !== expected.contentType || !got.body.equals(expected.body)) {
    throw new Error(`the bare server does not answer ${expected.path} like the real server`);
  }
}

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const instance = autocannon({
    url,
    connections: LOAD.connections,
    duration: seconds,
    timeout: TIMEOUTS.requestMs / 1000,
  });
  const result = await withTimeout(instance, seconds * 1000 + TIMEOUTS.autocannonSlackMs, `autocannon ${url}`, () =>
    instance.stop(),
  );
  assertAllSucceeded(result);
  return result.requests.average;
}

/** Errors or non-2xx answers (e.g. a rate limiter) would make the rate meaningless. */
function assertAllSucceeded(result: AutocannonResult): void {
  if (result.errors === 0 && result.non2xx === 0 && result.requests.total > 0) return;
  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, stats]) => `${status}: ${stats.count}`)
    .join(', ');
  throw new Error(
    `${result.url}: ${result.requests.total} responses, ${result.errors} errors (${result.timeouts} timeouts), ` +
      `${result.non2xx} non-2xx [${statuses}]`,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function spread(values: number[]): string {
  return `${((100 * (Math.max(...values) - Math.min(...values))) / median(values)).toFixed(1)}%`;
}

const formatRate = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// Section: time to generate one application summary PDF, in this process (no server, no database).

async function measureApplicationPdf(): Promise<SectionReport> {
  // Imported here so a broken PDF module fails this section only.
  const { buildApplicationSummaryPdf } = await import('../server/src/adapters/pdf/application-summary.js');
  const sample = sampleApplication();
  let bytes = 0;
  for (let run = 0; run < PDF_RUNS.warmups; run++) await buildApplicationSummaryPdf(sample);
  const samples: number[] = [];
  for (let run = 0; run < PDF_RUNS.measured; run++) {
    const startedAt = performance.now();
    bytes = (await buildApplicationSummaryPdf(sample)).length;
    samples.push(performance.now() - startedAt);
  }
  return {
    tables: [
      {
        headers: ['document', 'median ms', 'min ms', 'max ms', 'size KB'],
        rows: [
          [
            'application summary, drawn signature',
            median(samples).toFixed(1),
            Math.min(...samples).toFixed(1),
            Math.max(...samples).toFixed(1),
            kb(bytes),
          ],
        ],
      },
    ],
    checks: [],
    notes: [
      `Sample: tenant with 2 documents and a ${SAMPLE_SIGNATURE_JPEG.length}-byte 48x20 canvas JPEG signature.`,
      'pdfkit copies JPEG bytes into the PDF unchanged, so a larger drawing adds little time.',
    ],
  };
}

/** The PDF tests' tenant, signed by drawing as most phone users do. */
function sampleApplication(): ApplicationSummaryData {
  const application = sampleTenantApplication();
  return {
    ...application,
    signature: { type: 'drawn', jpeg: SAMPLE_SIGNATURE_JPEG, signedAt: application.submittedAt! },
  };
}

// ---------------------------------------------------------------------------------------------
// Section: the JavaScript the residential wizard route loads on top of the landing page's.

/** Static imports between built chunks, as absolute paths under web/dist. */
interface ChunkGraph {
  source: string;
  landingEntries: string[];
  wizardEntries: string[];
  staticImports(file: string): Promise<string[]>;
}

async function measureWizardAssets(): Promise<SectionReport> {
  const graph = await readChunkGraph();
  const headers = ['file', 'raw KB', 'gzip KB'];
  if (graph.wizardEntries.length === 0) {
    return {
      tables: [{ headers, rows: [['not built yet', '-', '-']] }],
      checks: [],
      notes: [`No chunk in web/dist/assets matches ${WIZARD_CHUNK}; the wizard is not built yet.`],
    };
  }
  const landing = await staticClosure(graph.landingEntries, graph);
  const wizard = [...(await staticClosure(graph.wizardEntries, graph))].filter((file) => !landing.has(file));
  const sizes = await Promise.all(wizard.map((file) => measureAsset(toDistHref(file))));
  const total = ['total', kb(sumRawBytes(sizes)), kb(sumGzipBytes(sizes))];
  return {
    tables: [{ headers, rows: [...sizes.map((size) => [size.file, kb(size.rawBytes), kb(size.gzipBytes)]), total] }],
    checks: [],
    notes: [
      `The wizard chunks (${WIZARD_CHUNK}) and their static imports, less what the landing page already loaded.`,
      `Chunk graph from ${graph.source}.`,
    ],
  };
}

/** Vite's manifest when the build writes one (build.manifest is off today), else the import statements. */
async function readChunkGraph(): Promise<ChunkGraph> {
  const manifestPath = path.join(WEB_DIST, '.vite', 'manifest.json');
  const manifest = await readFile(manifestPath, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, ManifestChunk>,
    () => undefined,
  );
  return manifest ? manifestChunkGraph(manifest) : await importStatementChunkGraph();
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

function manifestChunkGraph(manifest: Record<string, ManifestChunk>): ChunkGraph {
  const chunks = Object.values(manifest);
  const absolute = (chunk: ManifestChunk) => path.join(WEB_DIST, chunk.file);
  const byFile = new Map(chunks.map((chunk) => [absolute(chunk), chunk]));
  return {
    source: 'web/dist/.vite/manifest.json',
    landingEntries: chunks.filter((chunk) => chunk.isEntry).map(absolute),
    wizardEntries: chunks
      .filter((chunk) => chunk.isDynamicEntry && WIZARD_CHUNK.test(path.basename(chunk.file)))
      .map(absolute),
    staticImports: async (file) =>
      (byFile.get(file)?.imports ?? []).flatMap((key) => {
        const chunk = manifest[key];
        return chunk ? [absolute(chunk)] : [];
      }),
  };
}

async function importStatementChunkGraph(): Promise<ChunkGraph> {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const assetsDir = path.join(WEB_DIST, 'assets');
  const assetFiles = await readdir(assetsDir);
  return {
    source: 'the import statements of the built chunks (no Vite manifest)',
    landingEntries: findInitialAssets(html).scripts.map(resolveDistFile),
    wizardEntries: assetFiles.filter((name) => WIZARD_CHUNK.test(name)).map((name) => path.join(assetsDir, name)),
    staticImports: async (file) => {
      const code = await readFile(file, 'utf8');
      // `import{a}from"./x.js"`, `export{a}from"./x.js"` and `import"./x.js"`, but not the lazy `import("./x.js")`.
      const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map(
        (match) => match[1] ?? '',
      );
      return specifiers
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.resolve(path.dirname(file), specifier));
    },
  };
}

async function staticClosure(entries: string[], graph: ChunkGraph): Promise<Set<string>> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(await graph.staticImports(file)));
  }
  return seen;
}

const toDistHref = (file: string) => `./${path.relative(WEB_DIST, file).split(path.sep).join('/')}`;

// ---------------------------------------------------------------------------------------------
// Section: the admin list and stats at 100,000 applications, on PGlite and on PostgreSQL.
// The repository functions are called in this process (no HTTP), as the admin routes call them.

type AdminRepository = typeof AdminApplicationRepository;
type AdminListQuery = Parameters<AdminRepository['listApplicationsPage']>[1];

interface AdminListCase {
  label: string;
  /** A list page (listApplicationsPage), or the stats call when absent. */
  query?: AdminListQuery;
  /** Which of the call's statements must not read the whole table ('all', or the list page only). */
  noSeqScan?: 'all' | 'page';
}

const LIST_PAGE = {
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: ADMIN_LIST.pageSize,
  dateFilter: undefined,
  type: undefined,
} as const;
const ADMIN_LIST_CASES: readonly AdminListCase[] = [
  {
    label: "search 'nkosi', pending, last month, residential",
    query: { ...LIST_PAGE, search: 'nkosi', status: 'pending', dateFilter: 'last_month', type: 'residential' },
    noSeqScan: 'all',
  },
  { label: "search 'nkosi'", query: { ...LIST_PAGE, search: 'nkosi' }, noSeqScan: 'all' },
  { label: "search '082 555' (phone)", query: { ...LIST_PAGE, search: '082 555' }, noSeqScan: 'all' },
  { label: 'first page, no filter', query: { ...LIST_PAGE } },
  { label: 'page 100, no filter', query: { ...LIST_PAGE, page: 100 } },
  { label: 'first page by name', query: { ...LIST_PAGE, sort: 'name', order: 'asc' }, noSeqScan: 'page' },
  { label: 'stats (applicationStats)' },
];

interface AdminListTarget {
  label: string;
  open(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

interface AdminListRun {
  label: string;
  /** Per case: the timings in ms, the result's size, the scans of each statement. */
  samples: number[][];
  results: string[];
  scans: string[][];
  setup: string;
  error?: string;
}

interface CapturedStatement {
  text: string;
  params: unknown[];
}

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

async function adminListTargets(context: BenchContext): Promise<{ targets: AdminListTarget[]; notes: string[] }> {
  const { openDatabase } = await import('../server/src/db/client.js');
  const targets: AdminListTarget[] = [
    {
      label: 'PGlite',
      open: async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'protea-bench-list-'));
        const remove = () => rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
        context.cleanup.add(remove);
        const handle = await openDatabase({ dataDir });
        return { handle, dispose: () => handle.close().finally(remove) };
      },
    },
  ];
  const notes: string[] = [];
  const explicitUrl = process.env.BENCH_DATABASE_URL;
  const adminUrl = explicitUrl || ADMIN_LIST.defaultPostgresUrl;
  const { default: pg } = await import('pg');
  const runOnAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: TIMEOUTS.requestMs });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await runOnAdmin('SELECT 1');
  } catch (error) {
    // Without BENCH_DATABASE_URL, PostgreSQL is a bonus: say so and measure PGlite alone. With it, opening the
    // database below fails again and the section reports PostgreSQL as not measured (a failed check).
    if (!explicitUrl) {
      notes.push(`PostgreSQL not measured: ${redactUrl(adminUrl)} not reachable (${errorMessage(error)}).`);
      return { targets, notes };
    }
  }
  targets.push({
    label: 'PostgreSQL',
    open: async () => {
      const name = `pm_bench_${randomBytes(6).toString('hex')}`;
      await runOnAdmin(`CREATE DATABASE ${name}`);
      const drop = () => runOnAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      context.cleanup.add(drop);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString() });
      return { handle, dispose: () => handle.close().finally(drop) };
    },
  });
  notes.push(`PostgreSQL: a throwaway database on ${redactUrl(adminUrl)}, dropped at the end.`);
  return { targets, notes };
}

async function measureAdminListOn(target: AdminListTarget, context: BenchContext): Promise<AdminListRun> {
  const repository = await import('../server/src/db/repositories/admin-application-repository.js');
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

/**
 * Fills applications the way a bulk load would: drops its secondary indexes, inserts with INSERT ... SELECT
 * generate_series, builds the indexes again from their own definitions (pg_get_indexdef), then gathers statistics.
 * BENCH_ADMIN_LIST_WITHOUT=name,name leaves those indexes out, to compare plans without them.
 */
async function loadAdminListData(handle: DatabaseHandle, context: BenchContext): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const indexes = await queryRows<{ name: string; definition: string }>(
    handle.db,
    sql`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'applications'::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  const without = new Set((process.env.BENCH_ADMIN_LIST_WITHOUT ?? '').split(',').filter(Boolean));
  const unknown = [...without].filter((name) => !indexes.some((index) => index.name === name));
  if (unknown.length > 0)
    throw new Error(`BENCH_ADMIN_LIST_WITHOUT names no index of applications: ${unknown.join(', ')}`);
  for (const index of indexes) await handle.db.execute(sql.raw(`DROP INDEX "${index.name}"`));

  let startedAt = performance.now();
  for (let from = 1; from <= ADMIN_LIST.rows; from += ADMIN_LIST.insertBatch) {
    context.progress(`${handle.kind}: inserting applications ${from.toLocaleString('en-US')}..`);
    await handle.db.execute(
      sql.raw(generateApplicationsSql(from, Math.min(ADMIN_LIST.rows, from + ADMIN_LIST.insertBatch - 1))),
    );
  }
  const insertSeconds = (performance.now() - startedAt) / 1000;

  startedAt = performance.now();
  for (const index of indexes) if (!without.has(index.name)) await handle.db.execute(sql.raw(index.definition));
  const indexSeconds = (performance.now() - startedAt) / 1000;
  // PostgreSQL's autovacuum would soon vacuum the loaded table (and could do it mid-measurement); PGlite has no
  // autovacuum, so it gets the statistics only and its visibility map stays unset, as in a real data directory.
  const maintenance = handle.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE';
  await handle.db.execute(sql.raw(`${maintenance} applications`));
  const skipped = indexes.filter((index) => without.has(index.name)).map((index) => index.name);
  return (
    `inserted in ${insertSeconds.toFixed(1)} s, ${indexes.length - skipped.length} secondary indexes built in ` +
    `${indexSeconds.toFixed(1)} s, then ${maintenance}` +
    (skipped.length > 0 ? `; left out (BENCH_ADMIN_LIST_WITHOUT): ${skipped.join(', ')}` : '')
  );
}

// Comma-separated to stay compact. 'nkosi' finds the surname Nkosi and the first name Nkosinathi: about 6.7% of rows.
const FIRST_NAMES = (
  'Thandi,Sipho,Lerato,Johan,Anele,Pieter,Ayesha,Bongani,Nomvula,Themba,Zanele,Kagiso,Naledi,Mandla,Precious,' +
  'Riaan,Fatima,Lindiwe,Tshepo,Priya,Nkosinathi,Karabo,Mpho,Annelie,Sibusiso,Busisiwe,Hendrik,Refilwe,Dineo,Kabelo'
).split(',');
const SURNAMES = (
  'Nkosi,Dlamini,Ndlovu,Khumalo,Mokoena,Naidoo,Botha,van der Merwe,Pillay,Mthembu,Zulu,Molefe,Pretorius,Sithole,' +
  'Mahlangu,Nel,Govender,Mabuza,Coetzee,Mkhize,Jacobs,Shabalala,Fourie,Ngcobo,Maseko,Steyn,Moodley,Baloyi,Williams,Hlongwane'
).split(',');
const COMPLEXES = 'Protea Gardens,Jacaranda Court,Silver Oaks,Fynbos Estate,Baobab Villas,Marula Heights'.split(',');
const SUBURBS = ['Brooklyn', 'Hatfield', 'Sandton', 'Rondebosch', 'Umhlanga', 'Centurion', 'Durbanville', 'Soweto'];
// Weighted by repetition. The last 30 days hold the work in progress; older applications are mostly done.
const RECENT_STATUSES = [
  ...['incomplete', 'incomplete', 'incomplete', 'pending', 'pending', 'pending', 'pending'],
  ...['needsinfo', 'approved', 'approved', 'rejected', 'completed'],
];
const OLDER_STATUSES = [
  ...['incomplete', 'incomplete', 'pending', 'needsinfo', 'approved', 'rejected', 'rejected'],
  ...Array<string>(7).fill('completed'),
  ...Array<string>(3).fill('archived'),
];

/** Applications numbered from..to; every value derives from the number (hashint8extended), so each run gets the same rows. */
function generateApplicationsSql(from: number, to: number): string {
  const array = (values: readonly string[]) =>
    `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
  const hash = (salt: number) => `abs(hashint8extended(n, ${salt}))`;
  const pick = (values: readonly string[], salt: number) => `(${array(values)})[1 + ${hash(salt)} % ${values.length}]`;
  const digits = (salt: number, count: number) => `lpad((${hash(salt)} % ${10 ** count})::text, ${count}, '0')`;
  const ifSubmitted = (value: string) => `CASE WHEN status <> 'incomplete' THEN ${value} END`;
  return `
    INSERT INTO applications (reference, form_type, is_business, status, language, title, initials, first_name, surname,
      id_number, cell_phone, email, ref_name, ref_relation, ref_cell_no, complex_name, street_address, unit_number, suburb,
      province, is_owner, postal_code, cell_confirmed_at, consent_at, consent_terms_version, submitted_at, signature_type,
      signature_text, signed_at, business, created_at, updated_at)
    SELECT reference, CASE WHEN is_business THEN 4 ELSE 1 END, is_business, status, 'en', 'Mx', left(first_name, 1),
      first_name, surname, ${digits(7, 13)}, '+2782' || ${digits(8, 7)},
      lower(replace(first_name || '.' || surname, ' ', '')) || n || '@example.co.za',
      'Reference Person', 'Sibling', '+2783' || ${digits(9, 7)}, complex, (${hash(10)} % 900 + 1) || ' Main Road',
      (${hash(11)} % 200 + 1)::text, suburb, 'Gauteng', ${hash(12)} % 3 = 0, '0028',
      ${ifSubmitted("created_at + interval '5 minutes'")}, ${ifSubmitted("created_at + interval '20 minutes'")},
      ${ifSubmitted("'2026-03'")}, ${ifSubmitted("created_at + interval '25 minutes'")}, ${ifSubmitted("'typed'")},
      ${ifSubmitted("first_name || ' ' || surname")}, ${ifSubmitted("created_at + interval '24 minutes'")},
      CASE WHEN is_business THEN jsonb_build_object('companyName', surname || ' Holdings (Pty) Ltd') END,
      created_at, created_at
    FROM (
      SELECT n, 'PM-2026-' || lpad(n::text, 6, '0') AS reference, ${hash(1)} % 10 = 0 AS is_business,
        ${pick(FIRST_NAMES, 2)} AS first_name, ${pick(SURNAMES, 3)} AS surname,
        ${pick(COMPLEXES, 4)} AS complex, ${pick(SUBURBS, 5)} AS suburb, created_at,
        CASE WHEN created_at > now() - interval '30 days' THEN ${pick(RECENT_STATUSES, 6)}
          ELSE ${pick(OLDER_STATUSES, 6)} END AS status
      FROM (
        SELECT n, now() - make_interval(secs => ${hash(0)} % (400 * 86400)) AS created_at
        FROM generate_series(${from}, ${to}) AS n
      ) AS numbered
    ) AS generated`;
}

/** The SQL and parameters a repository call sends, recorded by a node-postgres drizzle over a client that answers nothing. */
async function captureStatements(call: (db: Database) => Promise<unknown>): Promise<CapturedStatement[]> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const statements: CapturedStatement[] = [];
  const recorder = {
    query: async (query: string | { text: string }, params: unknown[] = []) => {
      statements.push({ text: typeof query === 'string' ? query : query.text, params });
      return { rows: [], fields: [] };
    },
  };
  await call(drizzle(recorder as never) as unknown as Database);
  return statements;
}

/** The captured statement with its $n placeholders bound again as drizzle parameters, prefixed by `prefix`. */
async function boundStatement(prefix: string, { text, params }: CapturedStatement): Promise<SQL> {
  const { sql } = await import('drizzle-orm');
  const parts = text.split(/\$(\d+)/);
  return sql.join([
    sql.raw(prefix),
    ...parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
  ]);
}

async function explain(db: Database, options: string, statement: CapturedStatement): Promise<string[]> {
  const rows = await queryRows<Record<string, unknown>>(db, await boundStatement(`EXPLAIN (${options}) `, statement));
  return rows.map((row) => String(row['QUERY PLAN']));
}

/** Both drivers answer db.execute with `{ rows }`. */
async function queryRows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as { rows: T[] }).rows;
}

/** The plan's scan nodes in order, index names without applications_ and _idx: "index created (backward)", "bitmap a + b". */
async function planScans(db: Database, statement: CapturedStatement): Promise<string> {
  const scans: string[] = [];
  for (const line of await explain(db, 'COSTS OFF', statement)) {
    const match =
      /(Seq Scan|Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan) (?:using (\S+) )?on (\S+)/.exec(
        line,
      );
    if (!match) continue;
    const [, kind = '', using, on = ''] = match;
    const index = (using ?? on).replace(/^applications_/, '').replace(/_idx$/, '');
    const previous = scans.at(-1);
    if (kind === 'Seq Scan') scans.push(`seq scan ${on}`);
    else if (kind === 'Bitmap Index Scan' && previous?.startsWith('bitmap '))
      scans[scans.length - 1] = `${previous} + ${index}`;
    else if (kind === 'Bitmap Index Scan') scans.push(`bitmap ${index}`);
    else if (kind === 'Index Only Scan') scans.push(`index-only ${index}`);
    else scans.push(`index ${index}${kind === 'Index Scan Backward' ? ' (backward)' : ''}`);
  }
  return scans.join(', ') || '(no scan)';
}

async function printPlans(
  db: Database,
  label: string,
  testCase: AdminListCase | undefined,
  statements: CapturedStatement[],
): Promise<void> {
  for (const [index, statement] of statements.entries()) {
    const plan = await explain(db, 'ANALYZE, COSTS OFF', statement);
    const heading = `${label}: ${testCase?.label ?? ''}, statement ${index + 1} of ${statements.length}`;
    console.error(`\n-- ${heading}\n${statement.text}\n${plan.join('\n')}`);
  }
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

// ---------------------------------------------------------------------------------------------
// Child processes.

async function startRealServer(cleanup: CleanupStack, progress: (message: string) => void): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'protea-bench-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true, maxRetries: 3 }));
  const port = await findFreePort();
  progress(`starting ${path.relative(REPO_ROOT, SERVER_ENTRY)} on port ${port} (DATA_DIR ${dataDir})`);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: realServerEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add(() => stopChild(child));
  const outputTail = captureOutputTail(child);
  const origin = `http://${HOST}:${port}`;
  const startedAt = Date.now();
  await waitUntilHealthy(origin, child, outputTail);
  progress(`server healthy after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return { origin };
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

async function startBareServer(routes: BareRoute[], cleanup: CleanupStack): Promise<RunningServer> {
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

function nextMessage<T>(child: ChildProcess, outputTail: () => string): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('error', reject);
    child.once('exit', () =>
      reject(new Error(`child exited (${describeExit(child)}) before answering:\n${outputTail()}`)),
    );
  });
}

async function findFreePort(): Promise<number> {
  const server = createNetServer();
  server.listen(0, HOST);
  await withTimeout(once(server, 'listening'), TIMEOUTS.requestMs, 'finding a free port');
  const { port } = server.address() as AddressInfo;
  server.close();
  await withTimeout(once(server, 'close'), TIMEOUTS.requestMs, 'releasing the free port');
  return port;
}

/** Keeps the last output of a child for error messages without echoing it (it includes admin details). */
function captureOutputTail(child: ChildProcess, maxChars = 4_000): () => string {
  let tail = '';
  const append = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-maxChars);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  child.on('error', (error) => append(Buffer.from(`\n${error.message}\n`)));
  return () => tail.trimEnd() || '(no output)';
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child) || child.pid === undefined) return;
  const exited = once(child, 'exit').then(
    () => true,
    () => true,
  );
  child.kill('SIGTERM');
  if (await settlesWithin(exited, TIMEOUTS.childExitMs)) return;
  child.kill('SIGKILL');
  if (!(await settlesWithin(exited, TIMEOUTS.childKillMs)))
    throw new Error(`process ${child.pid} did not exit after SIGKILL`);
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const describeExit = (child: ChildProcess) =>
  child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode ?? 'unknown'}`;

// ---------------------------------------------------------------------------------------------
// Timeouts and cleanup.

async function withTimeout<T>(work: PromiseLike<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${what} did not finish within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return withTimeout(work, ms, 'wait').then(
    () => true,
    () => false,
  );
}

/** Undo steps run last-in first-out (stop the server before deleting its DATA_DIR), at most once. */
class CleanupStack {
  private readonly tasks: Array<() => Promise<void>> = [];
  private draining: Promise<void> | undefined;

  add(task: () => Promise<void>): void {
    this.tasks.push(task);
  }

  runAll(): Promise<void> {
    this.draining ??= this.drain();
    return this.draining;
  }

  private async drain(): Promise<void> {
    for (let task = this.tasks.pop(); task; task = this.tasks.pop()) {
      try {
        await task();
      } catch (error) {
        console.error(`cleanup failed: ${errorMessage(error)}`);
      }
    }
  }
}

function cleanUpOnSignals(cleanup: CleanupStack): void {
  for (const [signal, exitCode] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and removing temporary files`);
      void cleanup.runAll().finally(() => process.exit(exitCode));
    });
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

// ---------------------------------------------------------------------------------------------
// Output and entry point.

function formatTable({ headers, rows, textColumns = 1 }: Table): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const formatLine = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < textColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [formatLine(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(formatLine)].join('\n');
}

function printReport(title: string, report: SectionReport): void {
  console.log(`\n${title}\n`);
  for (const table of report.tables) console.log(`${formatTable(table)}\n`);
  for (const check of report.checks) console.log(`${check.passed ? 'PASS' : 'FAIL'}  ${check.description}`);
  for (const note of report.notes) console.log(`  ${note}`);
}

function createContext(cleanup: CleanupStack): BenchContext {
  const progress = (message: string) => console.error(`  .. ${message}`);
  let realServer: Promise<RunningServer> | undefined;
  return {
    realServer: () => {
      realServer ??= startRealServer(cleanup, progress);
      return realServer;
    },
    cleanup,
    progress,
  };
}

/** BENCH_SECTIONS=admin,pdf runs only the sections whose titles contain one of the words (case-insensitive). */
function selectedSections(): Section[] {
  const words = (process.env.BENCH_SECTIONS ?? '').toLowerCase().split(',').filter(Boolean);
  return SECTIONS.filter(
    (section) => words.length === 0 || words.some((word) => section.title.toLowerCase().includes(word)),
  );
}

/** Runs every section even when one fails, so one run prints everything it can; returns the exit code. */
async function main(): Promise<number> {
  const cleanup = new CleanupStack();
  cleanUpOnSignals(cleanup);
  const context = createContext(cleanup);
  console.log(
    `Protea portal benchmark - Node ${process.version}, ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown CPU'}`,
  );
  let failed = false;
  try {
    for (const section of selectedSections()) {
      context.progress(section.title);
      try {
        const report = await section.run(context);
        printReport(section.title, report);
        failed ||= report.checks.some((check) => !check.passed);
      } catch (error) {
        console.log(`\n${section.title}\n\nERROR  ${errorMessage(error)}`);
        failed = true;
      }
    }
  } finally {
    await cleanup.runAll();
  }
  console.log(`\n${failed ? 'FAIL' : 'PASS'}  overall`);
  return failed ? 1 : 0;
}

// Exit explicitly: a stray keep-alive socket or timer must not keep the benchmark alive.
main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
