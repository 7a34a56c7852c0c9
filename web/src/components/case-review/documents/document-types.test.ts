import type { AdminDocument } from '@protea/shared/schemas/case-detail';
import { describe, expect, test } from 'vitest';
import { slotsFor, slotTitle, viewerTitleKey } from './document-types';

const doc = (type: string): AdminDocument => ({
  type,
  fileName: `${type}.pdf`,
  originalName: `${type}.pdf`,
  contentType: 'application/pdf',
  size: 1,
  uploadedAt: '2026-11-22T10:00:00.000Z',
  isApproved: null,
});

describe('document slots of an application', () => {
  test('a household has ID, lease or deed and the manual application; a business adds CIPC, VAT and each director it sent', () => {
    expect(slotsFor(false, [doc('id'), doc('director-1')])).toEqual(['id', 'deedlease', 'manual']);
    expect(slotsFor(true, [doc('director-2'), doc('id'), doc('director-1')])).toEqual([
      'id',
      'deedlease',
      'cipc',
      'vat',
      'manual',
      'director-1',
      'director-2',
    ]);
  });

  test("a director's ID is titled by which director it is (the representative is the first)", () => {
    expect(slotTitle('admin.documents.titles', 'director-1')).toEqual([
      'admin.documents.titles.director',
      { number: 2 },
    ]);
    expect(slotTitle('admin.documents.titles', 'cipc')).toEqual(['admin.documents.titles.cipc']);
    expect(viewerTitleKey('admin.documents.viewerTitles', 'director-3')).toBe('admin.documents.viewerTitles.director');
  });
});
