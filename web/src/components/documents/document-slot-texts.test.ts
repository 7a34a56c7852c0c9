import { describe, expect, test } from 'vitest';
import { documentSlotTexts } from './document-slot-texts';

describe("a document slot's texts", () => {
  test('come from one prefix of the locale files', () => {
    const sut = documentSlotTexts('wizard.documents');
    expect(sut.required).toBe('wizard.documents.required');
    expect(sut.uploadErrorText).toBe('wizard.documents.uploadErrorText');
  });

  test('a wizard may word some of them its own way', () => {
    const sut = documentSlotTexts('wizard.documents', { wrongTypeText: 'termination.documents.wrongTypeText' });
    expect(sut.wrongTypeText).toBe('termination.documents.wrongTypeText');
    expect(sut.wrongTypeTitle).toBe('wizard.documents.wrongTypeTitle');
  });
});
