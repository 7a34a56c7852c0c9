import type { FastifyInstance } from 'fastify';
import { findOwnRequest } from '../../domain/request-status/own-request.js';
import { welcomeLetterOf } from '../../domain/welcome-letter/welcome-letter.js';
import { accessOf } from '../plugins/applicant-session.js';
import { sendIssuedPdf } from './send-issued-pdf.js';
import { terminationAccessOf } from './terminations.js';

/**
 * `GET /requests/:reference/welcome-letter` (issue 31): a completed application's welcome letter for the session
 * that owns it, the way `/status` finds it (401 without a session, 403 for another reference); 409
 * `welcome_letter_not_ready` before the completion opened the account. Each download is a copy of its own, with
 * its own verification code.
 */
export async function welcomeLetterRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;
  app.get<{ Params: { reference: string } }>('/requests/:reference/welcome-letter', async (request, reply) => {
    const sessions = [(await accessOf(request)).sessionCaseId, (await terminationAccessOf(request)).sessionCaseId];
    const target = await findOwnRequest(db, sessions, request.params.reference);
    const letter = await welcomeLetterOf({ db, config }, target);
    return sendIssuedPdf(request, reply, { target, reader: { to: 'customer' }, ...letter });
  });
}
