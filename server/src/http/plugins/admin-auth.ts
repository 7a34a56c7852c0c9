import { ADMIN_SESSION_COOKIE } from '@protea/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getSessionAdmin } from '../../domain/admin/session.js';
import { forbidden, unauthorized } from '../../domain/app-error.js';
import { caseIdOfSession } from '../../domain/cases/customer-session.js';
import { TERMINATION_SESSION_COOKIE } from '../../domain/terminations/termination-access.js';
import { APPLICANT_SESSION_COOKIE } from './applicant-session.js';

const CUSTOMER_SESSION_COOKIES = [APPLICANT_SESSION_COOKIE, TERMINATION_SESSION_COOKIE];

/** preHandler for every admin route: 401 unless a live admin session cookie is present. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const token = request.cookies[ADMIN_SESSION_COOKIE];
  const admin = token
    ? await getSessionAdmin(request.server.deps.database.db, request.server.deps.config.SESSION_SECRET, token)
    : null;
  // A customer's own session is someone known, and not allowed here: 403 rather than "please sign in".
  if (!admin) throw (await hasCustomerSession(request)) ? forbidden() : unauthorized();
  request.admin = admin;
  request.adminToken = token;
}

async function hasCustomerSession(request: FastifyRequest): Promise<boolean> {
  const { database, config } = request.server.deps;
  for (const cookie of CUSTOMER_SESSION_COOKIES) {
    if (await caseIdOfSession(database.db, config.SESSION_SECRET, request.cookies[cookie])) return true;
  }
  return false;
}

/** The signed-in admin of this request, if any, for routes that customers and staff share. */
export async function adminOf(request: FastifyRequest) {
  const token = request.cookies[ADMIN_SESSION_COOKIE];
  if (!token) return null;
  return getSessionAdmin(request.server.deps.database.db, request.server.deps.config.SESSION_SECRET, token);
}
