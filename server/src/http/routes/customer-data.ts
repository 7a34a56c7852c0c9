import { correctionRequestSchema } from '@protea/shared/schemas/customer-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyUrlOf } from '../../config/resume-url.js';
import { AppError } from '../../domain/app-error.js';
import { loadOwnApplication } from '../../domain/applications/application-access.js';
import {
  type CaseExport,
  exportApplicationData,
  exportTerminationData,
} from '../../domain/customer-data/export-case-data.js';
import { requestCorrection } from '../../domain/customer-data/request-correction.js';
import { loadSessionTermination } from '../../domain/terminations/termination-access.js';
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
  const { database, config, storage, notifier, throttle } = app.deps;
  const db = database.db;
  const deps = { db, storage, notifier, throttle };
  const verifyUrl = verifyUrlOf(config);
  const correctionDeps = (request: FastifyRequest) => ({ ...deps, throttle: requestThrottle(request) });

  const sendExport = (reply: FastifyReply, { fileName, stream }: CaseExport) =>
    reply
      .type('application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'private, no-store')
      .send(stream);

  for (const kind of ['residential', 'business'] as const) {
    const ownApplication = async (reference: string, request: Parameters<typeof accessOf>[0]) => {
      const application = await loadOwnApplication(db, reference, await accessOf(request));
      if (application.isBusiness !== (kind === 'business')) throw new AppError('application_not_found');
      return application;
    };

    app.get<WithReference>(`/${kind}-applications/:reference/export`, async (request, reply) => {
      const application = await ownApplication(request.params.reference, request);
      return sendExport(reply, await exportApplicationData(deps, application, request.language, verifyUrl, request.ip));
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
    return sendExport(reply, await exportTerminationData(deps, termination, request.language, verifyUrl, request.ip));
  });

  app.post<WithAccount>('/terminations/:accountNo/correction-request', async (request) => {
    const termination = await loadSessionTermination(db, await terminationAccessOf(request), request.params.accountNo);
    const { message } = correctionRequestSchema.parse(request.body ?? {});
    await requestCorrection(correctionDeps(request), termination, message, request.ip);
    return { success: true };
  });
}
