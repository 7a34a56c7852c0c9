import type { StaffRole } from '@protea/shared/schemas/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../domain/app-error.js';

/** preHandler after requireAdmin: 403 `forbidden` unless the signed-in staff member has one of `roles`. */
export const requireRole =
  (...roles: StaffRole[]) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.admin || !roles.includes(request.admin.role)) throw forbidden();
  };
