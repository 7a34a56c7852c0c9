import { describe, expect, it } from 'vitest';
import { EMPTY_INPUT } from '../analysis-options';
import { analysisRequest } from './run-analysis';

describe('analysisRequest', () => {
  it('posts pasted content to the document check, naming the document unknown when no ID is given', () => {
    expect(analysisRequest('document-quality', { ...EMPTY_INPUT, documentContent: 'ID 8001015009087' })).toEqual({
      path: '/ai/document-quality/unknown',
      method: 'POST',
      body: { documentContent: 'ID 8001015009087' },
    });
  });

  it('names the document and its type when they are given', () => {
    const sut = analysisRequest('document-quality', {
      ...EMPTY_INPUT,
      documentId: ' doc 7 ',
      documentContent: 'x',
      documentType: 'bank',
    });
    expect(sut).toEqual({
      path: '/ai/document-quality/doc%207',
      method: 'POST',
      body: { documentContent: 'x', documentType: 'bank' },
    });
  });

  it('reads the four group analyses without a parameter', () => {
    for (const type of ['waiting-times', 'bottlenecks', 'stalled-applications', 'pending-feedback'] as const) {
      expect(analysisRequest(type, { ...EMPTY_INPUT, applicationId: 'PM-2026-00001' })).toEqual({
        path: `/ai/${type}`,
        method: 'GET',
      });
    }
  });

  it('reads the application analyses for the trimmed application ID', () => {
    for (const type of ['referral-reason', 'approval-likelihood', 'account-premise-issues'] as const) {
      expect(analysisRequest(type, { ...EMPTY_INPUT, applicationId: ' PM-2026-00012 ' })).toEqual({
        path: `/ai/${type}/PM-2026-00012`,
        method: 'GET',
      });
    }
  });
});
