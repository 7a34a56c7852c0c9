import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { Language } from '@protea/shared/constants';
import {
  type ImportLineError,
  type ImportReport,
  MAX_IMPORT_ERRORS_LISTED,
} from '@protea/shared/schemas/reference-data';
import { type Database, withTransaction } from '../../../db/client.js';
import { insertAudit } from '../../../db/repositories/audit-repository.js';
import {
  deleteStagedLines,
  deleteStagedRows,
  insertStagedRows,
  lockImports,
  type StagedConflict,
  type StagedRow,
} from '../../../db/repositories/reference-import-repository.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { translate } from '../../../i18n/translate.js';
import { AppError } from '../../app-error.js';
import type { ReferenceActor } from '../reference-actor.js';
import { readCsvLines } from './read-csv-lines.js';
import type { ImportableRegister } from './registers.js';

/**
 * Rows sent to the staging table per statement: large enough to be quick, small enough to keep memory flat and to let
 * other requests in between (on the embedded database every statement has the one connection to itself).
 */
const BATCH_ROWS = 500;

/**
 * The errors (or warnings) of a file, in the caller's language; beyond MAX_IMPORT_ERRORS_LISTED only counted. The
 * lines they are on are counted apart: a line may have several. Each line's come together, and the lines in order
 * (as the file streams, then from SQL by line, on lines the stream found nothing wrong with).
 */
class LineNotes {
  readonly listed: ImportLineError[] = [];
  more = 0;
  lines = 0;
  private lastLine = 0;
  constructor(private readonly language: Language) {}

  add(line: number, column: string | null, key: string, vars?: Record<string, string | number>) {
    if (line !== this.lastLine) this.lines += 1;
    this.lastLine = line;
    if (this.listed.length >= MAX_IMPORT_ERRORS_LISTED) this.more += 1;
    else this.listed.push({ line, column, message: translate(this.language, key, vars) });
  }

  addFound(found: StagedConflict[]) {
    for (const note of found) this.add(note.line, note.column, note.key, { other: note.other ?? '' });
  }

  get count() {
    return this.listed.length + this.more;
  }

  get sorted() {
    return [...this.listed].sort((a, b) => a.line - b.line);
  }
}

export interface ImportOptions {
  dryRun: boolean;
  language: Language;
  /** The file's name, for the audit record. */
  fileName?: string;
}

/** Streams the file's lines into the staging table, checking each; answers how many lines there were. */
async function stageFile(
  db: Database,
  register: ImportableRegister,
  file: AsyncIterable<Buffer>,
  importId: string,
  errors: LineNotes,
): Promise<number> {
  let rows = 0;
  let batch: { line: number; row: StagedRow }[] = [];
  for await (const line of readCsvLines(file, register.header)) {
    rows += 1;
    if ('fault' in line) {
      errors.add(line.line, null, line.fault, line.vars);
      continue;
    }
    const checked = register.check(line.values);
    if ('problems' in checked) {
      for (const problem of checked.problems) errors.add(line.line, problem.column, problem.key, problem.vars);
      continue;
    }
    batch.push({ line: line.line, row: checked.row });
    if (batch.length >= BATCH_ROWS) {
      await insertStagedRows(db, importId, batch);
      batch = [];
      // Checking lines is work for the event loop: the requests waiting on it go first.
      await setImmediate();
    }
  }
  await insertStagedRows(db, importId, batch);
  return rows;
}

/**
 * Imports one register's CSV file, all or nothing (docs/api/reference-data.md). The lines are checked one by one as
 * they stream in, then against each other and the register in SQL; only a file without a single bad line is
 * committed, in one short transaction, one import at a time. A dry run does everything but the commit. The same
 * file imported twice changes nothing the second time.
 */
export async function importRegister(
  db: Database,
  actor: ReferenceActor,
  register: ImportableRegister,
  file: AsyncIterable<Buffer>,
  options: ImportOptions,
): Promise<ImportReport & { committed: boolean }> {
  const importId = randomUUID();
  const errors = new LineNotes(options.language);
  const warnings = new LineNotes(options.language);
  try {
    const rows = await stageFile(db, register, file, importId, errors);
    const conflicts = await register.findConflicts(db, importId);
    errors.addFound(conflicts);
    // The counts of what the import does are of the good lines only: a line is new, updated, unchanged or bad.
    await deleteStagedLines(db, importId, [...new Set(conflicts.map((conflict) => conflict.line))]);
    warnings.addFound((await register.findWarnings?.(db, importId)) ?? []);
    const report = (counts: { total: number; created: number; updated: number }, committed: boolean) => ({
      dryRun: options.dryRun,
      committed,
      rows,
      created: counts.created,
      updated: counts.updated,
      unchanged: counts.total - counts.created - counts.updated,
      linesWithErrors: errors.lines,
      errors: errors.sorted,
      moreErrors: errors.more,
      warnings: warnings.sorted,
      moreWarnings: warnings.more,
    });
    if (options.dryRun || errors.count > 0) return report(await register.countChanges(db, importId), false);
    const counts = await withTransaction(db, async (tx) => {
      await lockImports(tx);
      // Counted under the lock: of fifty imports of one file at once, the first creates and the others change nothing.
      const changes = await register.countChanges(tx, importId);
      await register.commit(tx, importId);
      await insertAudit(tx, {
        adminId: actor.adminId,
        actor: actor.username,
        action: `reference.${register.name}_imported`,
        entityType: 'reference',
        entityId: register.name,
        details: {
          fileName: options.fileName ?? null,
          rows,
          created: changes.created,
          updated: changes.updated,
          warnings: warnings.count,
        },
        ip: actor.ip,
      });
      return changes;
    }).catch((error: unknown) => {
      // Two units swapping numbers in one file, or a change made on screen meanwhile: the register's own rules refuse.
      if (isUniqueViolation(error)) throw new AppError('import_conflict');
      throw error;
    });
    return report(counts, true);
  } finally {
    await deleteStagedRows(db, importId);
  }
}
