import { ANALYSIS_TYPES, type AnalysisType, APPLICATION_ANALYSES } from '@protea/shared/schemas/assistant';

export { ANALYSIS_TYPES, type AnalysisType };

export const isAnalysisType = (value: string): value is AnalysisType =>
  (ANALYSIS_TYPES as readonly string[]).includes(value);

/** Referral reason, approval likelihood and account/premise issues are about one application. */
export const needsApplicationId = (type: AnalysisType | '') =>
  (APPLICATION_ANALYSES as readonly string[]).includes(type);

/** What the optional document type select offers: the document slots the quality check knows. */
export const DOCUMENT_TYPES = ['id', 'deedlease', 'cipc', 'vat', 'bank'] as const;

/** What the form holds when an analysis is run. */
export interface AnalysisInput {
  applicationId: string;
  /** The stored file name of the uploaded document chosen in the picker, or '' to judge pasted content. */
  documentId: string;
  documentContent: string;
  documentType: string;
}

export const EMPTY_INPUT: AnalysisInput = { applicationId: '', documentId: '', documentContent: '', documentType: '' };

export type ValidationProblem = 'selection' | 'document' | 'applicationId';

/** Spec 3 section 5: what stops a run before any call is made. */
export function validationProblemOf(type: AnalysisType | '', input: AnalysisInput): ValidationProblem | null {
  if (type === '') return 'selection';
  // A chosen uploaded document is judged by its file; otherwise pasted content is needed.
  if (type === 'document-quality' && input.documentId === '' && input.documentContent.trim() === '') return 'document';
  if (needsApplicationId(type) && input.applicationId.trim() === '') return 'applicationId';
  return null;
}
