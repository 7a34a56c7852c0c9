import { ADMIN_SESSION_COOKIE } from '@protea/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actingStaff, getSessionAdmin } from '../../domain/sign-in/session.js';
import type { CaseAccess } from '../../domain/cases/case-access.js';
import { caseIdOfSession, startCustomerSession } from '../../domain/cases/customer-session.js';
import { TERMINATION_SESSION_COOKIE } from '../../domain/terminations/termination-access.js';

/** The applicant's session cookie; a termination's customer gets a cookie of its own name, same mechanism. */
export const APPLICANT_SESSION_COOKIE = 'pm_applicant';

/** The session of what an applicant typed before the application exists (ADR 032): not bound to a case. */
export const APPLICATION_DRAFT_COOKIE = 'pm_application_draft';

/**
 * The session of an account's holder who answers for a termination somebody else asked for (issue 39): bound to that
 * termination with the `holder` role, it reads the request's status and takes the holder's answer, nothing else.
 */
export const HOLDER_SESSION_COOKIE = 'pm_holder';

/** The cookies of a customer's sessions bound to a case: the applicant's and the termination's. */
export const CUSTOMER_SESSION_COOKIES = [APPLICANT_SESSION_COOKIE, TERMINATION_SESSION_COOKIE] as const;

/** Every cookie a customer may hold: the case sessions, the holder's and the draft's (signing out clears them all). */
export const CUSTOMER_COOKIES = [...CUSTOMER_SESSION_COOKIES, HOLDER_SESSION_COOKIE, APPLICATION_DRAFT_COOKIE] as const;

/** The case whose holder this browser answers for (the holder's Track session), or null. */
export async function holderCaseIdOf(request: FastifyRequest): Promise<string | null> {
  const { database, config } = request.server.deps;
  return caseIdOfSession(database.db, config.SESSION_SECRET, request.cookies[HOLDER_SESSION_COOKIE], 'holder');
}

/** Who is asking: the case of the customer session, and the admin signed in (where `allowAdmin` lets one in). */
export async function accessOf(
  request: FastifyRequest,
  options: { allowAdmin?: boolean; cookie?: string } = {},
): Promise<CaseAccess> {
  const { database, config } = request.server.deps;
  const sessionCaseId = await caseIdOfSession(
    database.db,
    config.SESSION_SECRET,
    request.cookies[options.cookie ?? APPLICANT_SESSION_COOKIE],
  );
  const adminToken = options.allowAdmin ? request.cookies[ADMIN_SESSION_COOKIE] : undefined;
  const admin = adminToken ? await getSessionAdmin(database.db, config.SESSION_SECRET, adminToken) : null;
  return { sessionCaseId, admin: actingStaff(admin) };
}

export async function setCustomerSession(
  request: FastifyRequest,
  reply: FastifyReply,
  caseId: string,
  cookie = APPLICANT_SESSION_COOKIE,
) {
  const { database, config } = request.server.deps;
  const role = cookie === HOLDER_SESSION_COOKIE ? 'holder' : 'requester';
  const { token, expiresAt } = await startCustomerSession(database.db, config.SESSION_SECRET, caseId, role);
  setSessionCookie(request, reply, cookie, { token, expiresAt });
}

/** A customer's session cookie: the token, never readable by scripts, sent back only to this site. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: string,
  { token, expiresAt }: { token: string; expiresAt: Date },
) {
  reply.setCookie(cookie, token, {
    path: '/',
    httpOnly: true,
    // Lax, not Strict: the resume link arrives by SMS, a top-level navigation from another app.
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}
