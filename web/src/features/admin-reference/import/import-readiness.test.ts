import type { ImportReport } from '@protea/shared/schemas/reference-data';
import { describe, expect, test } from 'vitest';
import { type FileOutcome, importReadiness } from './import-readiness';

const file = (name = 'complexes.csv') => new File(['complex_name\n'], name, { type: 'text/csv' });

const report = (changes: Partial<ImportReport & { committed: boolean }> = {}) => ({
  dryRun: true,
  committed: false,
  rows: 3,
  created: 3,
  updated: 0,
  unchanged: 0,
  linesWithErrors: 0,
  errors: [],
  moreErrors: 0,
  warnings: [],
  moreWarnings: 0,
  ...changes,
});

const checked = (of: File, changes: Parameters<typeof report>[0] = {}): FileOutcome => ({
  file: of,
  register: 'complexes',
  report: report(changes),
});

describe('when a file may be checked and imported', () => {
  test('reviewers can do neither: only administrators change the registers', () => {
    const chosen = file();
    expect(importReadiness({ canChange: false, register: 'complexes', file: chosen, last: checked(chosen) })).toEqual({
      check: 'readOnly',
      import: 'readOnly',
    });
  });

  test('nothing before a file is chosen', () => {
    expect(importReadiness({ canChange: true, register: 'complexes', file: null, last: null })).toEqual({
      check: 'chooseFile',
      import: 'chooseFile',
    });
  });

  test('a chosen file is checked first', () => {
    expect(importReadiness({ canChange: true, register: 'complexes', file: file(), last: null })).toEqual({
      check: null,
      import: 'checkFirst',
    });
  });

  test('a check without errors of this very file, for this register, opens Import', () => {
    const chosen = file();
    expect(importReadiness({ canChange: true, register: 'complexes', file: chosen, last: checked(chosen) })).toEqual({
      check: null,
      import: null,
    });
  });

  test('the check of another file, even of the same name, or for the other register, does not', () => {
    const before = file();
    const again = file();
    expect(importReadiness({ canChange: true, register: 'complexes', file: again, last: checked(before) }).import).toBe(
      'checkFirst',
    );
    expect(importReadiness({ canChange: true, register: 'accounts', file: before, last: checked(before) }).import).toBe(
      'checkFirst',
    );
  });

  test('a line with an error, listed or only counted, keeps Import closed', () => {
    const chosen = file();
    const listed = checked(chosen, { errors: [{ line: 3, column: 'suburb', message: 'Enter the suburb.' }] });
    expect(importReadiness({ canChange: true, register: 'complexes', file: chosen, last: listed }).import).toBe(
      'fixErrors',
    );
    const counted = checked(chosen, { moreErrors: 1 });
    expect(importReadiness({ canChange: true, register: 'complexes', file: chosen, last: counted }).import).toBe(
      'fixErrors',
    );
  });

  test('a warning does not keep Import closed: the import takes the line, the warning says to look at it', () => {
    const chosen = file('accounts.csv');
    const warned = checked(chosen, {
      warnings: [{ line: 4, column: 'holder_id_number', message: 'The ID number is also on line 2.' }],
      moreWarnings: 3,
    });
    expect(importReadiness({ canChange: true, register: 'complexes', file: chosen, last: warned }).import).toBeNull();
  });

  test('a file without rows has nothing to import, and a file imported is not imported twice', () => {
    const chosen = file();
    const empty = checked(chosen, { rows: 0, created: 0 });
    expect(importReadiness({ canChange: true, register: 'complexes', file: chosen, last: empty }).import).toBe(
      'noRows',
    );
    const done = checked(chosen, { dryRun: false, committed: true });
    expect(importReadiness({ canChange: true, register: 'complexes', file: chosen, last: done })).toEqual({
      check: null,
      import: 'imported',
    });
  });
});
