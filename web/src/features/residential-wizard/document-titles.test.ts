import { describe, expect, test } from 'vitest';
import { documentSlots, requiredDocuments } from './document-titles';

describe('document slots', () => {
  test('a household uploads its ID and its lease or deed', () => {
    expect(documentSlots('residential', 3)).toEqual(['id', 'deedlease']);
    expect(requiredDocuments('residential', 3, '4123456789')).toEqual(['id', 'deedlease']);
  });

  test("a business's further directors follow the representative's ID", () => {
    expect(documentSlots('business', 2)).toEqual(['id', 'director-1', 'director-2', 'cipc', 'vat', 'deedlease']);
  });

  test('the VAT registration is required only with a VAT number', () => {
    expect(requiredDocuments('business', 0, undefined)).toEqual(['id', 'cipc', 'deedlease']);
    expect(requiredDocuments('business', 1, '4123456789')).toEqual(['id', 'director-1', 'cipc', 'vat', 'deedlease']);
  });
});
