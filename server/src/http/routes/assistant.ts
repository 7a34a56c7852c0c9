import type { AnalysisType } from '@protea/shared/schemas/assistant';
import { documentQualityBodySchema } from '@protea/shared/schemas/assistant';
import { askBodySchema } from '@protea/shared/schemas/assistant-ask';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stopOcr } from '../../adapters/ocr/read-text.js';
import { AppError } from '../../domain/app-error.js';
import { findAccountPremiseIssues } from '../../domain/assistant/account-premise-issues.js';
import { loadApplicationFacts } from '../../domain/assistant/application-facts.js';
import { scoreApprovalLikelihood } from '../../domain/assistant/approval-likelihood.js';
import { answerQuestion } from '../../domain/assistant/ask/answer-question.js';
import { type AssistantContext, textOf } from '../../domain/assistant/assistant-context.js';
import { analyseBottlenecks } from '../../domain/assistant/bottlenecks.js';
import { assessContent } from '../../domain/assistant/document-quality.js';
import { analysePendingFeedback } from '../../domain/assistant/pending-feedback.js';
import { classifyReferral } from '../../domain/assistant/referral-reason.js';
import { analyseStalledApplications } from '../../domain/assistant/stalled-applications.js';
import { assessStoredDocument } from '../../domain/assistant/stored-document-quality.js';
import { analyseWaitingTimes } from '../../domain/assistant/waiting-times.js';
import { requireAdmin, staffReaderOf } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';

type WithApplication = { Params: { applicationId: string } };
type WithDocument = { Params: { documentId: string }; Body: unknown };

/**
 * The analysis assistant's calls (spec 3 section 7), staff only. Each analysis runs on the
 * database when asked; nothing leaves the server (PRODUCT.md 'Analysis assistant').
 */
export const assistantRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { database, config, storage } = app.deps;
  // The OCR worker thread of the document quality check would keep a stopping server alive.
  app.addHook('onClose', stopOcr);

  const contextOf = (request: FastifyRequest): AssistantContext => ({
    db: database.db,
    language: request.language,
    now: new Date(),
    settings: { stallBusinessDays: config.STALL_BUSINESS_DAYS },
  });
  const done = (context: AssistantContext, type: AnalysisType) => textOf(context)(`messages.${type}`);

  app.get('/ai/waiting-times', async (request) => {
    const context = contextOf(request);
    return { success: true, message: done(context, 'waiting-times'), waitingTimes: await analyseWaitingTimes(context) };
  });

  app.get('/ai/bottlenecks', async (request) => {
    const context = contextOf(request);
    return { success: true, message: done(context, 'bottlenecks'), bottlenecks: await analyseBottlenecks(context) };
  });

  app.get('/ai/stalled-applications', async (request) => {
    const context = contextOf(request);
    return {
      success: true,
      message: done(context, 'stalled-applications'),
      stalledApplications: await analyseStalledApplications(context),
    };
  });

  app.get('/ai/pending-feedback', async (request) => {
    const context = contextOf(request);
    return {
      success: true,
      message: done(context, 'pending-feedback'),
      pendingFeedback: await analysePendingFeedback(context),
    };
  });

  // The analyses of one application, by its reference: each answers under the key the spec reads.
  const perApplication = [
    ['referral-reason', 'classification', classifyReferral],
    ['approval-likelihood', 'likelihood', scoreApprovalLikelihood],
    ['account-premise-issues', 'issues', findAccountPremiseIssues],
  ] as const;
  for (const [type, key, analyse] of perApplication) {
    app.get<WithApplication>(`/ai/${type}/:applicationId`, async (request) => {
      const context = contextOf(request);
      const facts = await loadApplicationFacts(context, request.params.applicationId);
      return {
        success: true,
        message: done(context, type),
        application: facts.ref,
        [key]: await analyse(context, facts),
      };
    });
  }

  /**
   * `documentId` is a stored file name from a detail's documents list (the file is measured, no body needed, and the
   * read is recorded in the access log), or `unknown` with pasted content.
   */
  app.post<WithDocument>('/ai/document-quality/:documentId', async (request) => {
    const context = contextOf(request);
    const { documentContent, documentType } = documentQualityBodySchema.parse(request.body ?? {});
    const { documentId } = request.params;
    const message = done(context, 'document-quality');
    if (documentId === 'unknown') {
      if (!documentContent.trim()) {
        throw new AppError('validation_failed', {
          fields: { documentContent: ['validation.documentContentRequired'] },
        });
      }
      return { success: true, message, analysis: assessContent(context, documentContent, documentType) };
    }
    return {
      success: true,
      message,
      analysis: await assessStoredDocument(context, storage, staffReaderOf(request), documentId),
    };
  });

  /** A question in plain words (en, af, st, zu), routed to its analysis: docs/api/assistant.md 'Questions in plain words'. */
  app.post('/ai/ask', async (request) =>
    answerQuestion(
      contextOf(request),
      { storage, reader: staffReaderOf(request) },
      askBodySchema.parse(request.body ?? {}),
    ),
  );
});
