import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importWalk, KIND_REGISTRIES, namedForAnotherKind } from './import-walk';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a business termination goes: its wizard page, the calls it makes, and the PDF the server draws of it. */
const BUSINESS_TERMINATION = [
  'web/src/features/termination-wizard/termination-wizard-page.tsx',
  'server/src/http/routes/terminations.ts',
  'server/src/domain/terminations/termination-pdf.ts',
];

describe("a kind's path passes only its own files (issue 41)", () => {
  test('the walk reads imports, re-exports and import(), and names a file of another kind', () => {
    expect(namedForAnotherKind('shared/src/schemas/residential-application.ts', 'business_termination')).toBe(true);
    expect(namedForAnotherKind('web/src/features/application-wizard/x.ts', 'business_termination')).toBe(true);
    expect(namedForAnotherKind('shared/src/kinds/residential-termination.ts', 'business_termination')).toBe(true);
    expect(namedForAnotherKind('shared/src/kinds/business-termination.ts', 'business_termination')).toBe(false);
    expect(namedForAnotherKind('server/src/domain/terminations/termination-pdf.ts', 'business_termination')).toBe(
      false,
    );
    expect(namedForAnotherKind('shared/src/schemas/cell-confirmation.ts', 'business_termination')).toBe(false);
    expect(namedForAnotherKind('shared/src/schemas/business.ts', 'residential_application')).toBe(true);
  });

  test('a business termination, from its wizard to its PDF, passes no file named for another kind', () => {
    const registryBranch = (from: string, to: string) =>
      KIND_REGISTRIES.includes(from) && namedForAnotherKind(to, 'business_termination');
    const walked = importWalk(ROOT, BUSINESS_TERMINATION, registryBranch);
    expect(walked.has('shared/src/kinds/business-termination.ts')).toBe(true);
    expect(walked.has('server/src/domain/terminations/submit-termination.ts')).toBe(true);
    expect([...walked].filter((file) => namedForAnotherKind(file, 'business_termination'))).toEqual([]);
  });
});
