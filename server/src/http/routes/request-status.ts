import type { FastifyInstance } from 'fastify';
import { readRequestStatus } from '../../domain/request-status/request-status.js';
import { accessOf } from '../plugins/applicant-session.js';
import { terminationAccessOf } from './terminations.js';

/**
 * `GET /requests/:reference/status` (issue 31): where the request stands, for the applicant's or the termination's
 * own session; `private, no-store`, since it names the customer's request.
 */
export async function requestStatusRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  app.get<{ Params: { reference: string } }>('/requests/:reference/status', async (request, reply) => {
    const sessions = [(await accessOf(request)).sessionCaseId, (await terminationAccessOf(request)).sessionCaseId];
    const status = await readRequestStatus(db, sessions, request.params.reference, request.language);
    reply.header('cache-control', 'private, no-store');
    return status;
  });
}
