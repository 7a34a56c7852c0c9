import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/app-error.js';
import { applicationExists } from '../../domain/applications/application-exists.js';

/**
 * Without the applicant's own session a reference only tells whether the application exists;
 * the details come after the one-time code (see the wizard's resume flow).
 */
export async function applicationLookupRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  for (const kind of ['residential', 'business'] as const) {
    app.get<{ Params: { reference: string } }>(`/${kind}-applications/:reference`, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await applicationExists(db, request.params.reference, kind === 'business'))) {
        throw notFound('errors.applicationNotFound');
      }
      return { success: true, exists: true, applicationNumber: request.params.reference.trim().toUpperCase() };
    });
  }
}
