import type { FastifyInstance } from 'fastify';
import { signOutCustomer } from '../../domain/cases/sign-out-customer.js';
import {
  APPLICATION_DRAFT_COOKIE,
  CUSTOMER_COOKIES,
  CUSTOMER_SESSION_COOKIES,
  HOLDER_SESSION_COOKIE,
} from '../plugins/applicant-session.js';

/** `POST /customer/sign-out`: the wizards' Sign out ends the applicant's or termination's session on the server. */
export async function customerSignOutRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  app.post('/customer/sign-out', async (request, reply) => {
    await signOutCustomer(
      { db: database.db, sessionSecret: config.SESSION_SECRET },
      {
        sessionTokens: [...CUSTOMER_SESSION_COOKIES, HOLDER_SESSION_COOKIE].map((cookie) => request.cookies[cookie]),
        draftToken: request.cookies[APPLICATION_DRAFT_COOKIE],
      },
    );
    for (const cookie of CUSTOMER_COOKIES) reply.clearCookie(cookie, { path: '/' });
    return { success: true };
  });
}
