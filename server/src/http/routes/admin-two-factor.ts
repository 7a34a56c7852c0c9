import { disableTwoFactorSchema, totpCodeSchema } from '@protea/shared/schemas/two-factor';
import type { FastifyInstance } from 'fastify';
import { disableOwnTwoFactor } from '../../domain/sign-in/two-factor/disable-two-factor.js';
import { enableTwoFactor } from '../../domain/sign-in/two-factor/enable-two-factor.js';
import { setUpTwoFactor } from '../../domain/sign-in/two-factor/set-up-two-factor.js';
import { getTwoFactorStatus } from '../../domain/sign-in/two-factor/two-factor-status.js';
import { requireAdmin } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';
import { requestThrottle } from '../plugins/request-throttle.js';

/** Every staff member's own two-factor sign-in (docs/api/admin-staff.md). */
export const adminTwoFactorRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { database, config } = app.deps;
  const db = database.db;

  app.get('/admin/me/two-factor', async (request) => getTwoFactorStatus(db, config.SESSION_SECRET, request.admin!.id));

  app.post('/admin/me/two-factor/setup', async (request) =>
    setUpTwoFactor(db, config.SESSION_SECRET, request.admin!, request.ip),
  );

  app.post('/admin/me/two-factor/enable', async (request) => {
    const { code } = totpCodeSchema.parse(request.body ?? {});
    return enableTwoFactor(db, config.SESSION_SECRET, request.admin!, code, request.ip);
  });

  app.post('/admin/me/two-factor/disable', async (request) => {
    const { password } = disableTwoFactorSchema.parse(request.body ?? {});
    await disableOwnTwoFactor({ db, actor: request.admin!, ip: request.ip }, requestThrottle(request), password);
    return { success: true };
  });
});
