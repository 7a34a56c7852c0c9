import type { AnalysisType, CaseRef } from '@protea/shared/schemas/assistant';
import type { AskAnswer, AskBody, RequestDocumentsQuality } from '@protea/shared/schemas/assistant-ask';
import type { FileStorage } from '../../../adapters/storage/file-storage.js';
import { findRequestByReference } from '../../../db/repositories/assistant-ask-repository.js';
import { listDocuments } from '../../../db/repositories/document-repository.js';
import type { StaffReader } from '../../access-log/record-staff-access.js';
import { AppError } from '../../app-error.js';
import { findAccountPremiseIssues } from '../account-premise-issues.js';
import { loadApplicationFacts } from '../application-facts.js';
import { scoreApprovalLikelihood } from '../approval-likelihood.js';
import { type AssistantContext, textOf } from '../assistant-context.js';
import { analyseBottlenecks } from '../bottlenecks.js';
import { analysePendingFeedback } from '../pending-feedback.js';
import { classifyReferral } from '../referral-reason.js';
import { analyseStalledApplications } from '../stalled-applications.js';
import { assessStoredDocument } from '../stored-document-quality.js';
import { analyseWaitingTimes } from '../waiting-times.js';
import { answerFigureQuestion } from './answer-figure-question.js';
import { parseFigureQuestion } from './figure-question.js';
import { routeQuestion } from './route-question.js';

export interface AskDeps {
  storage: FileStorage;
  reader: StaffReader;
}

/** Each of a request's uploaded documents judged on its stored file; each judgement is a recorded staff read. */
async function documentsQuality(
  context: AssistantContext,
  deps: AskDeps,
  reference: string,
): Promise<RequestDocumentsQuality> {
  const t = textOf(context);
  const request = await findRequestByReference(context.db, reference);
  // Either kind: the answer names what was looked for.
  if (!request) throw new AppError('request_not_found');
  const application: CaseRef = {
    reference: request.reference,
    kind: request.kind as CaseRef['kind'],
    name: request.displayName ?? '',
    status: request.status,
  };
  const documents: RequestDocumentsQuality['documents'] = [];
  for (const document of await listDocuments(context.db, request.id)) {
    documents.push({
      type: document.type,
      name: document.originalName,
      analysis: await assessStoredDocument(context, deps.storage, deps.reader, document.storedName),
    });
  }
  const message = documents.length === 0 ? t('ask.noDocuments') : t('messages.document-quality');
  return { success: true, message, application, documents };
}

/** Runs the analysis a question was routed to, answering as that analysis's own call does. */
async function run(context: AssistantContext, deps: AskDeps, analysis: AnalysisType, reference: string) {
  const message = textOf(context)(`messages.${analysis}`);
  switch (analysis) {
    case 'waiting-times':
      return { success: true, message, waitingTimes: await analyseWaitingTimes(context) } as const;
    case 'bottlenecks':
      return { success: true, message, bottlenecks: await analyseBottlenecks(context) } as const;
    case 'stalled-applications':
      return { success: true, message, stalledApplications: await analyseStalledApplications(context) } as const;
    case 'pending-feedback':
      return { success: true, message, pendingFeedback: await analysePendingFeedback(context) } as const;
    case 'document-quality':
      return documentsQuality(context, deps, reference);
  }
  const facts = await loadApplicationFacts(context, reference);
  const application = facts.ref;
  switch (analysis) {
    case 'referral-reason':
      return { success: true, message, application, classification: await classifyReferral(context, facts) } as const;
    case 'approval-likelihood':
      return {
        success: true,
        message,
        application,
        likelihood: await scoreApprovalLikelihood(context, facts),
      } as const;
    case 'account-premise-issues':
      return { success: true, message, application, issues: await findAccountPremiseIssues(context, facts) } as const;
  }
}

const GROUP_ANALYSES: ReadonlySet<AnalysisType> = new Set([
  'waiting-times',
  'bottlenecks',
  'stalled-applications',
  'pending-feedback',
]);

/**
 * `POST /api/ai/ask`: a question in plain words routed to its analysis and answered with that analysis's result; two
 * or three close candidates are offered to choose from; a question that places nowhere gets the canned reply. A
 * question about the overview's figures (how many, which are late) is answered with the figure.
 */
export async function answerQuestion(
  context: AssistantContext,
  deps: AskDeps,
  { message, analysis: chosen }: AskBody,
): Promise<AskAnswer> {
  const t = textOf(context);
  // "How many ...?" and "which ... are late?" are answered with the overview's figures, not an analysis.
  const figureQuestion = chosen ? null : parseFigureQuestion(message);
  if (figureQuestion) return answerFigureQuestion(context, figureQuestion);
  const routed = routeQuestion(message);
  if (chosen) Object.assign(routed, { analysis: chosen, choices: [] });
  if (routed.analysis === null) {
    return routed.choices.length > 0
      ? { success: true, analysis: null, choices: routed.choices, reference: routed.reference }
      : { success: true, analysis: null, message: t('ask.canned') };
  }
  const { analysis, reference } = routed;
  if (!GROUP_ANALYSES.has(analysis) && reference === null) {
    return { success: true, analysis, reference: null, result: null, message: t('ask.needsReference') };
  }
  const result = await run(context, deps, analysis, reference ?? '');
  return { success: true, analysis, reference, result } as AskAnswer;
}
