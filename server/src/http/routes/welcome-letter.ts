import type { FastifyInstance } from 'fastify';
import { loadOwnApplication } from '../../domain/applications/application-access.js';
import { findOwnRequest } from '../../domain/request-status/own-request.js';
import { welcomeLetterOf } from '../../domain/welcome-letter/welcome-letter.js';
import { accessOf } from '../plugins/applicant-session.js';
import { readerOf, sendIssuedPdf } from './send-issued-pdf.js';
import { terminationAccessOf } from './terminations.js';

/**
 * `GET /requests/:reference/welcome-letter` (issue 31): a completed application's welcome letter for the session
 * that owns it, the way `/status` finds it (401 without a session, 403 for another reference); 409
 * `welcome_letter_not_ready` before the completion opened the account. Signed-in staff get any application's, as
 * they get its PDF, their copy recorded in the access log. Each download is a copy with a code of its own.
 */
export async function welcomeLetterRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;
  app.get<{ Params: { reference: string } }>('/requests/:reference/welcome-letter', async (request, reply) => {
    const { reference } = request.params;
    const access = await accessOf(request, { allowAdmin: true });
    const target = access.admin
      ? await loadOwnApplication(db, reference, access)
      : (
          await findOwnRequest(
            db,
            { requester: [access.sessionCaseId, (await terminationAccessOf(request)).sessionCaseId] },
            reference,
          )
        ).target;
    const letter = await welcomeLetterOf({ db, config }, target);
    return sendIssuedPdf(request, reply, { target, reader: readerOf(access, target.id), ...letter });
  });
}
