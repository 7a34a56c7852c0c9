import type { ImportRegister, ImportReport } from '@protea/shared/schemas/reference-data';

/** What was last sent of a file: its dry run, or its import. */
export interface FileOutcome {
  file: File;
  register: ImportRegister;
  report: ImportReport & { committed: boolean };
}

export interface ImportState {
  canChange: boolean;
  register: ImportRegister;
  file: File | null;
  last: FileOutcome | null;
}

/** Why a button cannot be used now: a key under admin.reference.importScreen.reasons. */
export type BlockReason = 'readOnly' | 'chooseFile' | 'checkFirst' | 'fixErrors' | 'noRows' | 'imported';

export interface Readiness {
  /** Null when "Check file" may be pressed. */
  check: BlockReason | null;
  /** Null when "Import" may be pressed. */
  import: BlockReason | null;
}

const hasErrors = (report: ImportReport) => report.errors.length > 0 || report.moreErrors > 0;

/**
 * "Import" only after a dry run without a single error of this very file, for this register: what was checked is
 * what is imported. Warnings do not stop it: they name lines to look at, which the import takes. Choosing the file again, even unchanged, or another register asks for a new check.
 */
export function importReadiness({ canChange, register, file, last }: ImportState): Readiness {
  if (!canChange) return { check: 'readOnly', import: 'readOnly' };
  if (!file) return { check: 'chooseFile', import: 'chooseFile' };
  const isThisFile = last !== null && last.file === file && last.register === register;
  if (!isThisFile) return { check: null, import: 'checkFirst' };
  if (last.report.committed) return { check: null, import: 'imported' };
  if (hasErrors(last.report)) return { check: null, import: 'fixErrors' };
  if (last.report.rows === 0) return { check: null, import: 'noRows' };
  return { check: null, import: null };
}
