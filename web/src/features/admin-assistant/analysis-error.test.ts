import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { analysisErrorMessage } from './analysis-error';
import { AnalysisRefused } from './api/run-analysis';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('analysisErrorMessage', () => {
  it("gives a refused answer's own message, or 'Unknown error occurred' without one", () => {
    expect(analysisErrorMessage(new AnalysisRefused('Geen aansoek gevind nie'), t)).toBe('Geen aansoek gevind nie');
    expect(analysisErrorMessage(new AnalysisRefused(undefined), t)).toBe('<admin.assistant.toasts.noMessage>');
  });

  it("gives the server's translated message or the status and body text of a refused call", () => {
    expect(analysisErrorMessage(new ApiError(404, 'application_not_found', 'Application not found'), t)).toBe(
      'Application not found',
    );
    expect(analysisErrorMessage(new ApiError(502, 'http_error', '502: Bad Gateway'), t)).toBe('502: Bad Gateway');
  });

  it('says the server could not be reached in words, and nothing when nothing is known', () => {
    expect(analysisErrorMessage(new ApiError(0, 'network_error', 'network error'), t)).toBe(
      '<admin.assistant.toasts.network>',
    );
    expect(analysisErrorMessage('boom', t)).toBeNull();
  });
});
