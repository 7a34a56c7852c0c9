import { describe, expect, test } from 'vitest';
import { CASE_KINDS } from '../case-kinds.js';
import { APPLICATION_KINDS_BY_WIZARD } from './application-kinds.js';
import { isDocumentTypeOf } from './customer-kind.js';
import { TERMINATION_KINDS_BY_WIZARD } from './termination-kinds.js';

const kinds = [...Object.values(APPLICATION_KINDS_BY_WIZARD), ...Object.values(TERMINATION_KINDS_BY_WIZARD)];

describe('the customer kinds (issue 41)', () => {
  test('one module for each of the four kinds, with its form type and path', () => {
    expect(kinds.map((k) => k.caseKind).sort()).toEqual([...CASE_KINDS].sort());
    expect(kinds.map((k) => [k.caseKind, k.formType, k.path])).toEqual([
      ['residential_application', 1, '/residential-applications'],
      ['business_application', 4, '/business-applications'],
      ['residential_termination', 2, '/terminations'],
      ['business_termination', 5, '/terminations'],
    ]);
  });

  test("a type is an upload slot of the kind's: a business has one ID slot per further director it named", () => {
    const business = APPLICATION_KINDS_BY_WIZARD.business;
    const twoDirectors = { vatNumber: null, directors: [{}, {}] };
    expect(isDocumentTypeOf(business, 'director-2', twoDirectors)).toBe(true);
    expect(isDocumentTypeOf(business, 'director-3', twoDirectors)).toBe(false);
    expect(isDocumentTypeOf(APPLICATION_KINDS_BY_WIZARD.residential, 'cipc', null)).toBe(false);
    expect(isDocumentTypeOf(TERMINATION_KINDS_BY_WIZARD.business, 'meter', null)).toBe(true);
    expect(TERMINATION_KINDS_BY_WIZARD.business.requiredDocuments(null)).toEqual(['id', 'bank']);
  });

  test('every Back leads to an earlier step of the same kind, or out', () => {
    for (const { steps } of kinds) {
      const order: readonly string[] = steps.order;
      for (const [step, back] of Object.entries(steps.back) as [string, string][]) {
        if (back !== 'exit') expect(order.indexOf(back)).toBeLessThan(order.indexOf(step));
      }
    }
  });
});
