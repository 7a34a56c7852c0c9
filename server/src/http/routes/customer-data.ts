import { correctionRequestSchema } from '@protea/shared/schemas/customer-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyUrlOf } from '../../config/resume-url.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { AppError } from '../../domain/app-error.js';
import { loadOwnApplication } from '../../domain/applications/application-access.js';
import { generateApplicationPdf } from '../../domain/applications/application-summary.js';
import { toStoredRecord } from '../../domain/applications/to-stored-record.js';
import { type CaseExportParts, exportCaseData } from '../../domain/customer-data/export-case-data.js';
import { requestCorrection } from '../../domain/customer-data/request-correction.js';
import { issueCasePdf } from '../../domain/issued-documents/issue-case-pdf.js';
import { loadSessionTermination } from '../../domain/terminations/termination-access.js';
import { toTerminationDraft } from '../../domain/terminations/termination-fields.js';
import { generateTerminationPdf } from '../../domain/terminations/termination-pdf.js';
import { accessOf } from '../plugins/applicant-session.js';
import { requestThrottle } from '../plugins/request-throttle.js';
import { contentDisposition } from './send-stored-file.js';
import { terminationAccessOf } from './terminations.js';

type WithReference = { Params: { reference: string } };
type WithAccount = { Params: { accountNo: string } };

/**
 * The customer's own copy of everything held about their request (with a verifiable copy of its PDF), and their
 * correction requests (issue 13). Only the session that owns the request: staff have the back office, a stranger with
 * a reference gets nothing.
 */
export async function customerDataRoutes(app: FastifyInstance) {
  const { database, storage, notifier, throttle } = app.deps;
  const db = database.db;
  const deps = { db, storage, notifier, throttle };
  const correctionDeps = (request: FastifyRequest) => ({ ...deps, throttle: requestThrottle(request) });

  const sendExport = async (reply: FastifyReply, target: CaseRow, parts: CaseExportParts) => {
    const { fileName, stream } = await exportCaseData(deps, target, parts, reply.request.ip);
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'private, no-store')
      .send(stream);
  };

  for (const kind of ['residential', 'business'] as const) {
    const ownApplication = async (reference: string, request: Parameters<typeof accessOf>[0]) => {
      const application = await loadOwnApplication(db, reference, await accessOf(request));
      if (application.isBusiness !== (kind === 'business')) throw new AppError('application_not_found');
      return application;
    };

    app.get<WithReference>(`/${kind}-applications/:reference/export`, async (request, reply) => {
      const application = await ownApplication(request.params.reference, request);
      const details = toStoredRecord(application, await listDocuments(db, application.id), request.language);
      const pdf = await issueCasePdf(db, application, { to: 'customer' }, verifyUrlOf(app.deps.config), (v) =>
        generateApplicationPdf({ db, storage }, application, v),
      );
      return sendExport(reply, application, { details, pdf });
    });

    app.post<WithReference>(`/${kind}-applications/:reference/correction-request`, async (request) => {
      const application = await ownApplication(request.params.reference, request);
      const { message } = correctionRequestSchema.parse(request.body ?? {});
      await requestCorrection(correctionDeps(request), application, message, request.ip);
      return { success: true };
    });
  }

  app.get<WithAccount>('/terminations/:accountNo/export', async (request, reply) => {
    const termination = await loadSessionTermination(db, await terminationAccessOf(request), request.params.accountNo);
    const details = toTerminationDraft(termination, await listDocuments(db, termination.id), request.language);
    const pdf = await issueCasePdf(db, termination, { to: 'customer' }, verifyUrlOf(app.deps.config), (v) =>
      generateTerminationPdf({ db, storage }, termination, v),
    );
    return sendExport(reply, termination, { details, pdf });
  });

  app.post<WithAccount>('/terminations/:accountNo/correction-request', async (request) => {
    const termination = await loadSessionTermination(db, await terminationAccessOf(request), request.params.accountNo);
    const { message } = correctionRequestSchema.parse(request.body ?? {});
    await requestCorrection(correctionDeps(request), termination, message, request.ip);
    return { success: true };
  });
}
