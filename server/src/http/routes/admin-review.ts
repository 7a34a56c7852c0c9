import { MAX_DB_INTEGER } from '@protea/shared/constants';
import {
  approveSchema,
  confirmComplexSchema,
  confirmUnitSchema,
  depositAmountSchema,
  messageApplicantSchema,
  noteSchema,
  rejectSchema,
  requestInfoSchema,
} from '@protea/shared/schemas/admin-application-detail';
import { DIRECTOR_DOCUMENT_PATTERN } from '@protea/shared/schemas/business-application';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listComplexes, listPremisesOfComplex } from '../../db/repositories/premises-repository.js';
import { getAccessLog } from '../../domain/access-log/get-access-log.js';
import { recordStaffAccess } from '../../domain/access-log/record-staff-access.js';
import type { AdminContext } from '../../domain/admin-applications/admin-context.js';
import {
  approveApplication,
  archiveApplication,
  completeApplication,
  rejectApplication,
  requestInformation,
} from '../../domain/admin-applications/decisions.js';
import { approveDeposit, calculateDeposit } from '../../domain/admin-applications/deposit.js';
import { getApplicationDetail } from '../../domain/admin-applications/get-application-detail.js';
import { loadForAdmin } from '../../domain/admin-applications/load-for-admin.js';
import {
  addNote,
  confirmComplex,
  confirmUnit,
  messageApplicant,
  reviewDocument,
} from '../../domain/admin-applications/review-actions.js';
import { requireAdmin, staffReaderOf } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';

type WithId = { Params: { id: string } };
const documentParams = z.object({
  id: z.string(),
  type: z.union([z.enum(['id', 'deedlease', 'manual', 'cipc', 'vat']), z.string().regex(DIRECTOR_DOCUMENT_PATTERN)]),
});

export const adminReviewRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { database, config, notifier } = app.deps;
  const db = database.db;

  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const contextOf = (request: FastifyRequest): AdminContext => ({
    db,
    notifier,
    admin: request.admin!,
    ip: request.ip,
    // `kind?continue=reference`: the wizard the applicant resumes in.
    resumeUrl: (rest) => `${publicUrl}${config.BASE_PATH}/application/${rest}`,
  });
  /** The application's id, after a 404 for an unknown id or reference. */
  const idOf = async (idOrReference: string) => (await loadForAdmin(db, idOrReference)).id;

  app.get<WithId>('/admin/applications/:id', async (request) => {
    const application = await loadForAdmin(db, request.params.id);
    const detail = await getApplicationDetail(db, application, request.language);
    await recordStaffAccess(db, staffReaderOf(request), application, 'detail');
    return detail;
  });

  app.get<WithId>('/admin/applications/:id/access-log', async (request) =>
    getAccessLog(db, await loadForAdmin(db, request.params.id)),
  );

  app.get<WithId>('/admin/applications/:id/calculate-deposit', async (request) =>
    calculateDeposit(db, await loadForAdmin(db, request.params.id)),
  );

  app.post<WithId>('/admin/applications/:id/deposit', async (request) => {
    const { amount } = depositAmountSchema.parse(request.body ?? {});
    const updated = await approveDeposit(contextOf(request), await idOf(request.params.id), amount);
    return { success: true, deposit: (await getApplicationDetail(db, updated, request.language)).deposit };
  });

  app.post<WithId>('/admin/applications/:id/approve', async (request) => {
    const input = approveSchema.parse(request.body ?? {});
    await approveApplication(contextOf(request), await idOf(request.params.id), input);
    return { success: true, message: 'Application approved' };
  });

  app.post<WithId>('/admin/applications/:id/reject', async (request) => {
    const { reason, message } = rejectSchema.parse(request.body ?? {});
    await rejectApplication(contextOf(request), await idOf(request.params.id), reason, message);
    return { success: true, message: 'Application rejected' };
  });

  app.post<WithId>('/admin/applications/:id/request-info', async (request) => {
    const { message } = requestInfoSchema.parse(request.body ?? {});
    await requestInformation(contextOf(request), await idOf(request.params.id), message);
    return { success: true, message: 'Information requested' };
  });

  app.post<WithId>('/admin/applications/:id/complete', async (request) => {
    await completeApplication(contextOf(request), await idOf(request.params.id));
    return { success: true, message: 'Application marked as complete' };
  });

  app.post<WithId>('/admin/applications/:id/archive', async (request) => {
    await archiveApplication(contextOf(request), await idOf(request.params.id));
    return { success: true, message: 'Application Archived' };
  });

  app.post<WithId>('/admin/applications/:id/notes', async (request) => {
    const { note } = noteSchema.parse(request.body ?? {});
    await addNote(contextOf(request), await idOf(request.params.id), note);
    return { success: true };
  });

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

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/admin/applications/:id/documents/:type/${decision}`, async (request) => {
      const { id, type } = documentParams.parse(request.params);
      await reviewDocument(contextOf(request), await idOf(id), type, decision === 'approve');
      return { success: true };
    });
  }

  app.get('/database/complexes', async () => ({
    complexes: (await listComplexes(db)).map((c) => ({ ComplexID: c.id, ComplexName: c.name })),
  }));

  app.get('/database/premises/:complexId', async (request) => {
    const { complexId } = z
      .object({ complexId: z.coerce.number().int().positive().max(MAX_DB_INTEGER) })
      .parse(request.params);
    return {
      premises: (await listPremisesOfComplex(db, complexId)).map((p) => ({ Premise: p.premise, Address: p.address })),
    };
  });
});
