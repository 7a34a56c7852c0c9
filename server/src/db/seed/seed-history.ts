import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { parseEnv } from '../../config/env.js';
import { resumeUrlOf } from '../../config/resume-url.js';
import type { Database } from '../client.js';
import { auditLog } from '../schema.js';
import { demoDocumentFiles } from './demo-documents.js';
import { ensureHistoryStaff, makeHistoryContext, readRegister } from './history/history-context.js';
import { simulateApplications } from './history/simulate-applications.js';
import { simulateTerminations } from './history/simulate-terminations.js';
import { HISTORY_SEED_ACTION, writeHistory } from './history/write-history.js';

export { HISTORY_APPLICATIONS, HISTORY_TERMINATIONS } from './history/history-context.js';
export { HISTORY_SEED_ACTION } from './history/write-history.js';

export interface SeedHistoryOptions {
  /** Where the documents' files go; without it no document rows are written. */
  storage?: FileStorage;
  /** The moment the history leads up to; now unless a test names one. */
  now?: Date;
  /** Where a customer resumes a request, for the links in messages; the configuration's defaults unless given. */
  resumeUrl?: (wizardPath: string) => string;
}

/**
 * Six months of requests before `now` (PRODUCT.md's workflows, as the real routes would have left them):
 * about 400 applications and 150 terminations with their timelines, decisions, requests for information,
 * reminders, documents, messages and the accounts they opened or closed. Deterministic but for the time:
 * everything is placed relative to `now`, so a fresh start always has recent history. Running it again
 * adds nothing.
 *
 * The pieces, in `history/`: the clock (staff in business-hours.ts's office hours), the people, the register and
 * the staff, each kind's simulation (their messages worded by the same keys and values as the domain's, amounts
 * by `formatRand`), and the one transaction that writes it all.
 */
export async function seedHistory(db: Database, options: SeedHistoryOptions = {}): Promise<void> {
  const marker = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, HISTORY_SEED_ACTION))
    .limit(1);
  if (marker.length > 0) return;
  // Images and a PDF are made on sharp's and pdfkit's time while the history is planned.
  const files = options.storage ? demoDocumentFiles() : Promise.resolve(undefined);
  files.catch(() => {});
  const staff = await ensureHistoryStaff(db);
  const ctx = makeHistoryContext({
    now: (options.now ?? new Date()).getTime(),
    staff,
    register: await readRegister(db),
    resumeUrl: options.resumeUrl ?? resumeUrlOf(parseEnv({})),
  });
  // Terminations first: the accounts they close free units for the applications.
  const terminated = simulateTerminations(ctx);
  const applied = simulateApplications(ctx, terminated);
  await writeHistory(db, options.storage, {
    casesOut: ctx.plans,
    applicationRows: applied.rows,
    terminationRows: terminated.rows,
    accountInserts: applied.accountInserts,
    accountCloses: terminated.accountCloses,
    files,
  });
}
