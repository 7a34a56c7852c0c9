import type { FastifyInstance } from 'fastify';
import { signOutCustomer } from '../../domain/cases/sign-out-customer.js';
import { TERMINATION_SESSION_COOKIE } from '../../domain/terminations/termination-access.js';
import { APPLICANT_SESSION_COOKIE, APPLICATION_DRAFT_COOKIE } from '../plugins/applicant-session.js';

const CUSTOMER_COOKIES = [APPLICANT_SESSION_COOKIE, TERMINATION_SESSION_COOKIE, APPLICATION_DRAFT_COOKIE] as const;

/** `POST /customer/sign-out`: the wizards' Sign out ends the applicant's or termination's session on the server. */
export async function customerSignOutRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  app.post('/customer/sign-out', async (request, reply) => {
    await signOutCustomer(
      { db: database.db, sessionSecret: config.SESSION_SECRET },
      {
        sessionTokens: [request.cookies[APPLICANT_SESSION_COOKIE], request.cookies[TERMINATION_SESSION_COOKIE]],
        draftToken: request.cookies[APPLICATION_DRAFT_COOKIE],
      },
    );
    for (const cookie of CUSTOMER_COOKIES) reply.clearCookie(cookie, { path: '/' });
    return { success: true };
  });
}
