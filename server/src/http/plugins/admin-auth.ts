import { ADMIN_SESSION_COOKIE } from '@protea/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getSessionAdmin } from '../../domain/admin/session.js';
import { unauthorized } from '../../domain/app-error.js';

/** preHandler for every admin route: 401 unless a live admin session cookie is present. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const token = request.cookies[ADMIN_SESSION_COOKIE];
  if (!token) throw unauthorized();
  const admin = await getSessionAdmin(
    request.server.deps.database.db,
    request.server.deps.config.SESSION_SECRET,
    token,
  );
  if (!admin) throw unauthorized();
  request.admin = admin;
  request.adminToken = token;
}
