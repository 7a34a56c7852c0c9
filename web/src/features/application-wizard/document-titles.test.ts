import { describe, expect, test } from 'vitest';
import { documentSlots, documentTexts, requiredDocuments } from './document-titles';

const director = (fullName: string, idNumber: string) => ({ fullName, idNumber });
const twoDirectors = { directors: [director('Sipho Dlamini', '8001015009087'), director('Anna Botha', 'A1234567')] };

describe('document slots', () => {
  test('a household uploads its ID and its lease or deed', () => {
    expect(documentSlots('residential', twoDirectors)).toEqual(['id', 'deedlease']);
    expect(requiredDocuments('residential', { ...twoDirectors, vatNumber: '4123456789' })).toEqual(['id', 'deedlease']);
  });

  test("each further director named on the business step has an ID slot after the representative's", () => {
    expect(documentSlots('business', twoDirectors)).toEqual([
      'id',
      'director-1',
      'director-2',
      'cipc',
      'vat',
      'deedlease',
    ]);
    expect(documentSlots('business', { directors: [] })).toEqual(['id', 'cipc', 'vat', 'deedlease']);
  });

  test('the VAT registration is required only with a VAT number; every named director ID is required', () => {
    expect(requiredDocuments('business', null)).toEqual(['id', 'cipc', 'deedlease']);
    expect(requiredDocuments('business', { directors: [twoDirectors.directors[0]!], vatNumber: '4123456789' })).toEqual(
      ['id', 'director-1', 'cipc', 'vat', 'deedlease'],
    );
  });

  test("a director's slot is titled with the director's name", () => {
    const t = ((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`) as never;
    expect(documentTexts(t, 'business', 'director-2', false, twoDirectors).title).toBe(
      'wizard.business.documents.directorNamedTitle {"name":"Anna Botha"}',
    );
    expect(documentTexts(t, 'business', 'director-3', false, twoDirectors).title).toBe(
      'wizard.business.documents.directorTitle {"number":4}',
    );
  });
});
