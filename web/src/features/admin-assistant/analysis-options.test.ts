import { describe, expect, it } from 'vitest';
import { EMPTY_INPUT, validationProblemOf } from './analysis-options';

describe('validationProblemOf', () => {
  it('asks for a selection first', () => {
    expect(validationProblemOf('', { ...EMPTY_INPUT, documentContent: 'x', applicationId: 'PM-2026-00001' })).toBe(
      'selection',
    );
  });

  it('asks for document content (blank counts as none) for the document check', () => {
    expect(validationProblemOf('document-quality', { ...EMPTY_INPUT, documentContent: '  \n' })).toBe('document');
    expect(validationProblemOf('document-quality', { ...EMPTY_INPUT, documentContent: 'text' })).toBeNull();
  });

  it('needs no pasted content once an uploaded document is chosen', () => {
    expect(validationProblemOf('document-quality', { ...EMPTY_INPUT, documentId: 'a1b2.png' })).toBeNull();
  });

  it('asks for an application ID for the three application analyses only', () => {
    for (const type of ['referral-reason', 'approval-likelihood', 'account-premise-issues'] as const) {
      expect(validationProblemOf(type, { ...EMPTY_INPUT, applicationId: ' ' })).toBe('applicationId');
      expect(validationProblemOf(type, { ...EMPTY_INPUT, applicationId: 'PM-2026-00012' })).toBeNull();
    }
    expect(validationProblemOf('waiting-times', EMPTY_INPUT)).toBeNull();
  });
});
