import { ADMIN_SESSION_COOKIE } from '@protea/shared/constants';
import { adminLoginSchema } from '@protea/shared/schemas/admin-login';
import type { FastifyInstance } from 'fastify';
import { signOut } from '../../domain/admin/session.js';
import { signIn } from '../../domain/admin/sign-in.js';
import { adminOf, requireAdmin, requireSignedInAdmin } from '../plugins/admin-auth.js';

export async function adminSessionRoutes(app: FastifyInstance) {
  const { database, throttle, config } = app.deps;

  app.post('/admin/login', async (request, reply) => {
    const input = adminLoginSchema.parse(request.body ?? {});
    const { admin, token, expiresAt } = await signIn(
      { db: database.db, throttle, sessionSecret: config.SESSION_SECRET },
      input,
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    );
    reply.setCookie(ADMIN_SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires: expiresAt,
    });
    return { success: true, admin };
  });

  app.post('/admin/logout', { preHandler: requireAdmin }, async (request, reply) => {
    await signOut(database.db, config.SESSION_SECRET, request.adminToken!, request.admin!, request.ip);
    reply.clearCookie(ADMIN_SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get('/admin/me', { preHandler: requireSignedInAdmin }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { admin: request.admin };
  });

  // What the back office asks on every load: being signed out is an answer (admin null), not a 401 that a browser
  // reports as an error in its console. /admin/me stays 401 for API clients.
  app.get('/admin/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { admin: await adminOf(request) };
  });
}
