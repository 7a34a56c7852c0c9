import { ADMIN_SESSION_COOKIE } from '@protea/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getSessionAdmin } from '../../domain/admin/session.js';
import {
  APPLICANT_SESSION_COOKIE,
  applicationIdOfSession,
  startApplicantSession,
} from '../../domain/applications/applicant-session.js';

/** Who is asking: the application of the applicant session, and whether an admin is signed in. */
export async function accessOf(request: FastifyRequest, options: { allowAdmin?: boolean } = {}) {
  const { database, config } = request.server.deps;
  const sessionApplicationId = await applicationIdOfSession(
    database.db,
    config.SESSION_SECRET,
    request.cookies[APPLICANT_SESSION_COOKIE],
  );
  const adminToken = options.allowAdmin ? request.cookies[ADMIN_SESSION_COOKIE] : undefined;
  const isAdmin = adminToken ? (await getSessionAdmin(database.db, config.SESSION_SECRET, adminToken)) !== null : false;
  return { sessionApplicationId, isAdmin };
}

export async function setApplicantSession(request: FastifyRequest, reply: FastifyReply, applicationId: string) {
  const { database, config } = request.server.deps;
  const { token, expiresAt } = await startApplicantSession(database.db, config.SESSION_SECRET, applicationId);
  reply.setCookie(APPLICANT_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    // Lax, not Strict: the resume link arrives by SMS, a top-level navigation from another app.
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}
