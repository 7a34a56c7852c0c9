import type { AnalysisType, AssistantAnswers } from '@protea/shared/schemas/assistant';
import type { RequestDocumentsQuality } from '@protea/shared/schemas/assistant-ask';
import { apiRequest } from '../../../lib/api-client';
import type { AnalysisInput } from '../analysis-options';

/** An analysis's answer; document quality asked for in the chat by a reference judges each of the request's documents. */
export type AnalysisAnswer =
  | { [T in AnalysisType]: { type: T; answer: AssistantAnswers[T] } }[AnalysisType]
  | { type: 'document-quality'; answer: RequestDocumentsQuality };

interface AnalysisRequest {
  path: string;
  method: 'GET' | 'POST';
  body?: { documentContent: string; documentType?: string };
}

const GROUP_ANALYSES: ReadonlySet<AnalysisType> = new Set([
  'waiting-times',
  'bottlenecks',
  'stalled-applications',
  'pending-feedback',
]);

/** Spec 3 section 7: the call of each analysis (the client puts every path under the API base). */
export function analysisRequest(type: AnalysisType, input: AnalysisInput): AnalysisRequest {
  if (type === 'document-quality') {
    const documentId = input.documentId.trim() || 'unknown';
    const documentType = input.documentType || undefined;
    return {
      path: `/ai/document-quality/${encodeURIComponent(documentId)}`,
      method: 'POST',
      body: { documentContent: input.documentContent, ...(documentType && { documentType }) },
    };
  }
  if (GROUP_ANALYSES.has(type)) return { path: `/ai/${type}`, method: 'GET' };
  return { path: `/ai/${type}/${encodeURIComponent(input.applicationId.trim())}`, method: 'GET' };
}

/** An answer that came back with `success: false`: its message, or none. */
export class AnalysisRefused extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? '');
    this.name = 'AnalysisRefused';
  }
}

export async function runAnalysis(type: AnalysisType, input: AnalysisInput): Promise<AnalysisAnswer> {
  const { path, method, body } = analysisRequest(type, input);
  const answer = await apiRequest<{ success?: boolean; message?: string }>(path, { method, body });
  if (answer?.success !== true) throw new AnalysisRefused(answer?.message || undefined);
  return { type, answer } as AnalysisAnswer;
}
