import { describe, expect, test } from 'vitest';
import { textsUnder } from './texts-under';

describe("a kit's texts", () => {
  test('come from one prefix of the locale files', () => {
    const sut = textsUnder('wizard.documents', ['required', 'uploadErrorText']);
    expect(sut).toEqual({ required: 'wizard.documents.required', uploadErrorText: 'wizard.documents.uploadErrorText' });
  });

  test('a feature may word some of them its own way', () => {
    const sut = textsUnder('wizard.documents', ['wrongTypeTitle', 'wrongTypeText'], {
      wrongTypeText: 'termination.documents.wrongTypeText',
    });
    expect(sut.wrongTypeText).toBe('termination.documents.wrongTypeText');
    expect(sut.wrongTypeTitle).toBe('wizard.documents.wrongTypeTitle');
  });
});
