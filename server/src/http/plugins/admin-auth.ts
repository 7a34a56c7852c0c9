import { ADMIN_SESSION_COOKIE } from '@protea/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffReader } from '../../domain/access-log/record-staff-access.js';
import { getSessionAdmin } from '../../domain/admin/session.js';
import { forbidden, unauthorized } from '../../domain/app-error.js';
import { caseIdOfSession } from '../../domain/cases/customer-session.js';
import { TERMINATION_SESSION_COOKIE } from '../../domain/terminations/termination-access.js';
import { APPLICANT_SESSION_COOKIE } from './applicant-session.js';

const CUSTOMER_SESSION_COOKIES = [APPLICANT_SESSION_COOKIE, TERMINATION_SESSION_COOKIE];

async function loadAdmin(request: FastifyRequest, customerIsForbidden: boolean) {
  const token = request.cookies[ADMIN_SESSION_COOKIE];
  const admin = token
    ? await getSessionAdmin(request.server.deps.database.db, request.server.deps.config.SESSION_SECRET, token)
    : null;
  if (!admin) throw customerIsForbidden && (await hasCustomerSession(request)) ? forbidden() : unauthorized();
  request.admin = admin;
  request.adminToken = token;
}

/**
 * preHandler for every admin route: 401 unless a live admin session cookie is present; 403 when the
 * request carries only a customer's own session (someone known, and not allowed here).
 */
export const requireAdmin = (request: FastifyRequest, _reply: FastifyReply) => loadAdmin(request, true);

/** For "who am I" (`/admin/me`): anyone who is not a signed-in admin is nobody, 401, so the login form shows. */
export const requireSignedInAdmin = (request: FastifyRequest, _reply: FastifyReply) => loadAdmin(request, false);

async function hasCustomerSession(request: FastifyRequest): Promise<boolean> {
  const { database, config } = request.server.deps;
  for (const cookie of CUSTOMER_SESSION_COOKIES) {
    if (await caseIdOfSession(database.db, config.SESSION_SECRET, request.cookies[cookie])) return true;
  }
  return false;
}

/** The staff member reading on this request, for the access log: only after requireAdmin. */
export const staffReaderOf = (request: FastifyRequest): StaffReader => ({ admin: request.admin!, ip: request.ip });

/** The signed-in admin of this request, if any, for routes that customers and staff share. */
export async function adminOf(request: FastifyRequest) {
  const token = request.cookies[ADMIN_SESSION_COOKIE];
  if (!token) return null;
  return getSessionAdmin(request.server.deps.database.db, request.server.deps.config.SESSION_SECRET, token);
}
