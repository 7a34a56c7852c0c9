import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { lookUpApplication } from '../../domain/applications/application-record.js';
import { accessOf } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';

/**
 * Without the applicant's own session a reference only tells whether the application exists, and a
 * client address may ask that only so often; the details come with the session (created with the
 * application, or after a verified code).
 */
export async function applicationLookupRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  for (const kind of ['residential', 'business'] as const) {
    app.get<{ Params: { reference: string } }>(`/${kind}-applications/:reference`, async (request) => {
      const { sessionCaseId } = await accessOf(request);
      const found = await lookUpApplication(db, kind, request.params.reference, sessionCaseId, request.language);
      if (found.own) return { success: true, application: found.application };
      // A stranger's lookup, found or not, counts against the address.
      await limitPerAddress(request, 'lookup');
      if (!found.reference) throw new AppError('application_not_found');
      return { success: true, exists: true, applicationNumber: found.reference };
    });
  }
}
