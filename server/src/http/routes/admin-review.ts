import { MAX_DB_INTEGER } from '@protea/shared/constants';
import {
  confirmComplexSchema,
  confirmUnitSchema,
  messageApplicantSchema,
} from '@protea/shared/schemas/admin-application-detail';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calculateDeposit } from '../../domain/admin-applications/deposit.js';
import { loadForAdmin } from '../../domain/admin-applications/load-for-admin.js';
import { confirmComplex, confirmUnit, messageApplicant } from '../../domain/admin-applications/review-actions.js';
import { activeComplexes, unitsOfComplex } from '../../domain/premises/complex-units.js';
import { requireAdmin } from '../plugins/admin-auth.js';
import { adminContextOf } from '../plugins/admin-context.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';

type WithId = { Params: { id: string } };

export const adminReviewRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  const contextOf = adminContextOf;
  /** The application's id, after a 404 for an unknown id or reference. */
  const idOf = async (idOrReference: string) => (await loadForAdmin(db, idOrReference)).id;

  app.get<WithId>('/admin/applications/:id/calculate-deposit', async (request) =>
    calculateDeposit(db, await loadForAdmin(db, request.params.id)),
  );

  app.post<WithId>('/admin/applications/:id/message', async (request) => {
    const { channel, message } = messageApplicantSchema.parse(request.body ?? {});
    await messageApplicant(contextOf(request), await idOf(request.params.id), channel, message);
    return { success: true };
  });

  app.put<WithId>('/admin/applications/:id/complex', async (request) => {
    const { complexId } = confirmComplexSchema.parse(request.body ?? {});
    await confirmComplex(contextOf(request), await idOf(request.params.id), complexId);
    return { success: true };
  });

  app.put<WithId>('/admin/applications/:id/unit', async (request) => {
    const { premise } = confirmUnitSchema.parse(request.body ?? {});
    await confirmUnit(contextOf(request), await idOf(request.params.id), premise);
    return { success: true };
  });

  app.get('/database/complexes', async () => ({
    complexes: (await activeComplexes(db)).map((c) => ({ ComplexID: c.id, ComplexName: c.name })),
  }));

  app.get('/database/premises/:complexId', async (request) => {
    const { complexId } = z
      .object({ complexId: z.coerce.number().int().positive().max(MAX_DB_INTEGER) })
      .parse(request.params);
    return {
      premises: (await unitsOfComplex(db, complexId)).map((p) => ({ Premise: p.premise, Address: p.address })),
    };
  });
});
