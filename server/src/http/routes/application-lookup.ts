import type { FastifyInstance } from 'fastify';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { notFound } from '../../domain/app-error.js';
import { findByReferenceOr404 } from '../../domain/applications/application-access.js';
import { toStoredRecord } from '../../domain/applications/to-stored-record.js';
import { accessOf } from '../plugins/applicant-session.js';

/**
 * Without the applicant's own session a reference only tells whether the application exists;
 * the details come with the session (created with the application, or after a verified code).
 */
export async function applicationLookupRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  for (const kind of ['residential', 'business'] as const) {
    app.get<{ Params: { reference: string } }>(`/${kind}-applications/:reference`, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const application = await findByReferenceOr404(db, request.params.reference);
      if (application.isBusiness !== (kind === 'business')) throw notFound('errors.applicationNotFound');
      const { sessionApplicationId } = await accessOf(request);
      if (sessionApplicationId === application.id) {
        return { success: true, application: toStoredRecord(application, await listDocuments(db, application.id)) };
      }
      return { success: true, exists: true, applicationNumber: application.reference };
    });
  }
}
