import { ADMIN_SESSION_COOKIE, ADMIN_TWO_FACTOR_COOKIE } from '@protea/shared/constants';
import { adminLoginSchema } from '@protea/shared/schemas/admin-login';
import { changeOwnPasswordSchema } from '@protea/shared/schemas/own-password';
import { twoFactorLoginSchema } from '@protea/shared/schemas/two-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changeOwnPassword } from '../../domain/sign-in/change-own-password.js';
import { completeTwoFactorSignIn } from '../../domain/sign-in/complete-two-factor-sign-in.js';
import { signOut } from '../../domain/sign-in/session.js';
import { signIn } from '../../domain/sign-in/sign-in.js';
import type { StartedSession } from '../../domain/sign-in/start-session.js';
import { AppError } from '../../domain/app-error.js';
import { hashSessionToken } from '../../domain/session-token.js';
import { requireAdminEvenBeforePasswordChange, requireSignedInAdmin, sessionAdminOf } from '../plugins/admin-auth.js';
import { requestThrottle } from '../plugins/request-throttle.js';

const cookieOptions = (request: FastifyRequest, expires: Date) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
  expires,
});

export async function adminSessionRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  // Each request's own view of the throttle: a sign-in the server failed gives its attempt back (request-throttle.ts).
  const signInDeps = (request: FastifyRequest) => ({
    db: database.db,
    throttle: requestThrottle(request),
    sessionSecret: config.SESSION_SECRET,
  });
  const contextOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    language: request.language,
  });

  const sendSession = (request: FastifyRequest, reply: FastifyReply, { admin, token, expiresAt }: StartedSession) => {
    reply.setCookie(ADMIN_SESSION_COOKIE, token, cookieOptions(request, expiresAt));
    return { success: true, admin, mustChangePassword: admin.mustChangePassword === true };
  };

  app.post('/admin/login', async (request, reply) => {
    const input = adminLoginSchema.parse(request.body ?? {});
    const result = await signIn(signInDeps(request), input, contextOf(request));
    if (result.twoFactorRequired) {
      // The right password alone signs no one in: a short-lived cookie carries the sign-in to its second step.
      reply.setCookie(ADMIN_TWO_FACTOR_COOKIE, result.challengeToken, cookieOptions(request, result.expiresAt));
      return { success: true, twoFactorRequired: true };
    }
    return sendSession(request, reply, result);
  });

  app.post('/admin/login/two-factor', async (request, reply) => {
    const { code } = twoFactorLoginSchema.parse(request.body ?? {});
    try {
      const session = await completeTwoFactorSignIn(
        signInDeps(request),
        request.cookies[ADMIN_TWO_FACTOR_COOKIE],
        code,
        contextOf(request),
      );
      reply.clearCookie(ADMIN_TWO_FACTOR_COOKIE, { path: '/' });
      return sendSession(request, reply, session);
    } catch (error) {
      // A sign-in that timed out or used up its tries starts again from the password.
      if (error instanceof AppError && error.code === 'two_factor_expired') {
        reply.clearCookie(ADMIN_TWO_FACTOR_COOKIE, { path: '/' });
      }
      throw error;
    }
  });

  app.post('/admin/logout', { preHandler: requireAdminEvenBeforePasswordChange }, async (request, reply) => {
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
    return { admin: await sessionAdminOf(request) };
  });

  // A staff member's own password; a temporary one is changed here before anything else (docs/api/admin-staff.md).
  app.post('/admin/me/password', { preHandler: requireAdminEvenBeforePasswordChange }, async (request) => {
    const input = changeOwnPasswordSchema.parse(request.body ?? {});
    const admin = await changeOwnPassword(
      {
        db: database.db,
        throttle: requestThrottle(request),
        actor: request.admin!,
        ip: request.ip,
        sessionTokenHash: hashSessionToken(config.SESSION_SECRET, request.adminToken!),
      },
      input,
    );
    return { success: true, admin };
  });
}
