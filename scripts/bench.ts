// `npm run bench` (builds first, then runs this with tsx). Results go to stdout, progress to stderr.
// Exit code 1 when a budget fails or a section cannot run.
// BENCH_DATABASE_URL: the PostgreSQL server for the admin list sections (a throwaway database is created there);
// without it, postgres://postgres@127.0.0.1:5432/test is used when it answers. BENCH_SECTIONS: see selectedSections.
// The sections and their helpers live in scripts/bench/.
import { cpus } from 'node:os';
import { accountsRegisterSection } from './bench/accounts-register.js';
import { adminListSection } from './bench/admin-list.js';
import { ADMIN_APPLICATIONS } from './bench/admin-list-cases.js';
import { ADMIN_TERMINATIONS } from './bench/admin-termination-cases.js';
import { assistantSection } from './bench/assistant.js';
import { CleanupStack, cleanUpOnSignals } from './bench/cleanup-stack.js';
import { createContext } from './bench/create-context.js';
import { errorMessage } from './bench/error-message.js';
import { httpThroughputSection } from './bench/http-throughput.js';
import { initialJsSection } from './bench/initial-js.js';
import { lighthouseSection } from './bench/lighthouse.js';
import { millionRowsSection } from './bench/million-rows.js';
import { pdfSection } from './bench/pdf.js';
import { printReport } from './bench/print-report.js';
import { referenceImportSection } from './bench/reference-import.js';
import { referralAccuracySection } from './bench/referral-accuracy.js';
import type { Section } from './bench/section.js';
import { startTimeSection } from './bench/start-time.js';
import { wizardJsSection } from './bench/wizard-js.js';

const SECTIONS: Section[] = [
  initialJsSection,
  lighthouseSection,
  httpThroughputSection,
  startTimeSection,
  pdfSection,
  wizardJsSection,
  adminListSection(ADMIN_APPLICATIONS),
  adminListSection(ADMIN_TERMINATIONS),
  millionRowsSection,
  accountsRegisterSection,
  assistantSection,
  referralAccuracySection,
  referenceImportSection,
];

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
