import { describe, expect, test } from 'vitest';
import { depositFormSchema, RULE_KINDS, toDepositRule } from './deposit-form-schema';

const schema = depositFormSchema('2026-11-27');
/** The first error of each field, as the form shows them. */
function errorsOf(values: Record<string, string>) {
  const first = new Map<string, string>();
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first];
}

describe('a new deposit rule', () => {
  test('the four kinds, residential first', () => {
    expect(RULE_KINDS).toEqual(['residential.owner', 'residential.tenant', 'business.owner', 'business.tenant']);
  });

  test('reads the amount as staff type it and becomes the rule the API takes', () => {
    const parsed = schema.parse({ kind: 'residential.tenant', amount: 'R 2 600,50', effectiveFrom: '2026-11-27' });
    expect(toDepositRule(parsed)).toEqual({
      applicantType: 'residential',
      occupancy: 'tenant',
      amount: 2600.5,
      effectiveFrom: '2026-11-27',
    });
    expect(schema.parse({ kind: 'business.owner', amount: '2,500', effectiveFrom: '2027-01-01' }).amount).toBe(2500);
  });

  test('refuses a missing or wrong amount, a start before today and no kind', () => {
    expect(errorsOf({ kind: '', amount: '', effectiveFrom: '2026-11-26' })).toEqual([
      ['kind', 'admin.reference.deposits.kindRequired'],
      ['amount', 'admin.reference.validation.amountRequired'],
      ['effectiveFrom', 'admin.reference.deposits.notBeforeToday'],
    ]);
    expect(errorsOf({ kind: 'business.tenant', amount: 'two thousand', effectiveFrom: '2026-11-27' })).toEqual([
      ['amount', 'admin.reference.validation.depositFormat'],
    ]);
    expect(errorsOf({ kind: 'business.tenant', amount: '2000000', effectiveFrom: '27/11/2026' })).toEqual([
      ['amount', 'admin.reference.validation.amountRange'],
      ['effectiveFrom', 'admin.reference.validation.effectiveFromFormat'],
    ]);
  });
});
