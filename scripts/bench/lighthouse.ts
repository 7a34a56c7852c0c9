import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.js';
import { errorMessage } from './error-message.js';
import { BASE_PATH } from './paths.js';
import type { BenchContext, Check, Section, SectionReport } from './section.js';
import { median } from './statistics.js';

const PAGES = [
  { label: 'landing page', path: `${BASE_PATH}/` },
  { label: 'admin login', path: `${BASE_PATH}/admin` },
  { label: 'first wizard step', path: `${BASE_PATH}/application/residential` },
  { label: 'first termination step', path: `${BASE_PATH}/termination/residential` },
] as const;
const RUNS = 3;
const TARGET = { performance: 98, accessibility: 100, cls: 0 } as const;

/** Section: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G network, simulated). */
export const lighthouseSection: Section = {
  title: `Lighthouse, mobile (Lighthouse 12 defaults, median of ${RUNS} runs per page)`,
  run: measure,
};

interface PageRun {
  performance: number[];
  accessibility: number[];
  cls: number[];
  lcp: number[];
  tbt: number[];
  error?: string;
}

/** A run Lighthouse could not record (its trace lost the navigation, NO_NAVSTART) is run again, as it asks. */
const RECORDING_ATTEMPTS = 3;

async function audit(url: string, port: number) {
  const { default: lighthouse } = await import('lighthouse');
  let lastError = 'no result';
  for (let attempt = 1; attempt <= RECORDING_ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    lastError = lhr?.runtimeError?.message ?? 'no result';
  }
  throw new Error(`${lastError} (${RECORDING_ATTEMPTS} attempts)`);
}

async function measure(context: BenchContext): Promise<SectionReport> {
  const real = await context.realServer();
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
  });
  context.cleanup.add(async () => {
    chrome.kill();
  });
  const runs: PageRun[] = PAGES.map(() => ({ performance: [], accessibility: [], cls: [], lcp: [], tbt: [] }));
  try {
    await auditPages(context, real.origin, chrome.port, runs);
  } finally {
    // Gone before the next section measures: a browser left open (with the last page audited) shares the CPU.
    chrome.kill();
  }
  return report(runs);
}

async function auditPages(context: BenchContext, origin: string, port: number, runs: PageRun[]): Promise<void> {
  for (let round = 1; round <= RUNS; round++) {
    for (const [index, page] of PAGES.entries()) {
      const run = runs[index]!;
      if (run.error) continue;
      context.progress(`lighthouse ${page.label}, run ${round}/${RUNS}`);
      try {
        const lhr = await audit(origin + page.path, port);
        run.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        run.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
        run.cls.push(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN));
        run.lcp.push(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN));
        run.tbt.push(Number(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN));
      } catch (error) {
        run.error = errorMessage(error);
      }
    }
  }
}

function report(runs: PageRun[]): SectionReport {
  const checks: Check[] = PAGES.flatMap((page, index) => {
    const run = runs[index]!;
    if (run.error) return [{ description: `${page.label}: not measured (${run.error})`, passed: false }];
    const performance = median(run.performance);
    const accessibility = median(run.accessibility);
    const cls = median(run.cls);
    return [
      {
        description: `${page.label}: performance ${performance} >= ${TARGET.performance}`,
        passed: performance >= TARGET.performance,
      },
      {
        description: `${page.label}: accessibility ${accessibility} >= ${TARGET.accessibility}`,
        passed: accessibility >= TARGET.accessibility,
      },
      { description: `${page.label}: CLS ${cls.toFixed(3)} <= ${TARGET.cls}`, passed: cls <= TARGET.cls },
    ];
  });
  return {
    tables: [
      {
        headers: ['page', 'performance', 'accessibility', 'CLS', 'LCP ms', 'TBT ms'],
        rows: PAGES.map((page, index) => {
          const run = runs[index]!;
          if (run.error) return [page.label, 'not measured', '-', '-', '-', '-'];
          return [
            page.label,
            String(median(run.performance)),
            String(median(run.accessibility)),
            median(run.cls).toFixed(3),
            median(run.lcp).toFixed(0),
            median(run.tbt).toFixed(0),
          ];
        }),
      },
    ],
    checks,
    notes: [
      `Chromium at ${CHROMIUM_PATH} (CHROMIUM_PATH to change it), headless; the built server on a temporary DATA_DIR.`,
      "Scores and times are Lighthouse's simulated mobile ones (slow 4G, 4x CPU slowdown), medians per page.",
    ],
  };
}
