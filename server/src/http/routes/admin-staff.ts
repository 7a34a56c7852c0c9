import { changeStaffEmailSchema, changeStaffRoleSchema, createStaffSchema } from '@protea/shared/schemas/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { disableStaffTwoFactor } from '../../domain/sign-in/two-factor/disable-two-factor.js';
import {
  changeStaffEmail,
  changeStaffRole,
  deactivateStaff,
  reactivateStaff,
  resetStaffPassword,
} from '../../domain/staff/change-staff.js';
import { createStaff } from '../../domain/staff/create-staff.js';
import { listStaff } from '../../domain/staff/list-staff.js';
import type { StaffContext } from '../../domain/staff/staff-context.js';
import { requireAdmin } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';
import { requireRole } from '../plugins/require-role.js';

type WithId = { Params: { id: string } };

/** Staff management, administrators only (docs/api/admin-staff.md). */
export const adminStaffRoutes = guardedRoutes(
  [requireAdmin, requireRole('administrator')],
  async (app: FastifyInstance) => {
    const { database, config } = app.deps;

    const contextOf = (request: FastifyRequest): StaffContext => ({
      db: database.db,
      sessionSecret: config.SESSION_SECRET,
      actor: request.admin!,
      ip: request.ip,
    });

    app.get('/admin/staff', async () => ({ staff: await listStaff(database.db, config.SESSION_SECRET) }));

    app.post('/admin/staff', async (request, reply) => {
      const input = createStaffSchema.parse(request.body ?? {});
      reply.code(201);
      return createStaff(contextOf(request), input);
    });

    app.post<WithId>('/admin/staff/:id/deactivate', async (request) => ({
      staff: await deactivateStaff(contextOf(request), request.params.id),
    }));

    app.post<WithId>('/admin/staff/:id/reactivate', async (request) => ({
      staff: await reactivateStaff(contextOf(request), request.params.id),
    }));

    app.post<WithId>('/admin/staff/:id/reset-password', async (request) =>
      resetStaffPassword(contextOf(request), request.params.id),
    );

    app.post<WithId>('/admin/staff/:id/role', async (request) => {
      const { role } = changeStaffRoleSchema.parse(request.body ?? {});
      return { staff: await changeStaffRole(contextOf(request), request.params.id, role) };
    });

    app.post<WithId>('/admin/staff/:id/email', async (request) => {
      const { email } = changeStaffEmailSchema.parse(request.body ?? {});
      return { staff: await changeStaffEmail(contextOf(request), request.params.id, email ?? null) };
    });

    app.post<WithId>('/admin/staff/:id/two-factor/disable', async (request) => {
      await disableStaffTwoFactor(contextOf(request), request.params.id);
      return { success: true };
    });
  },
);
