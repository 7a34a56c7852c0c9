import { noteSchema } from '@protea/shared/schemas/admin-application-detail';
import {
  terminationApproveSchema,
  terminationCompleteSchema,
  terminationListQuerySchema,
  terminationRejectSchema,
  terminationRequestInfoSchema,
} from '@protea/shared/schemas/admin-terminations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAccessLog } from '../../domain/access-log/get-access-log.js';
import { recordListExport, recordStaffAccess } from '../../domain/access-log/record-staff-access.js';
import type { AdminContext } from '../../domain/admin-applications/admin-context.js';
import { adminActor } from '../../domain/admin-applications/admin-context.js';
import { getTerminationDetail } from '../../domain/admin-terminations/get-termination-detail.js';
import { exportTerminationsCsv, listTerminations } from '../../domain/admin-terminations/list-terminations.js';
import { loadTerminationForAdmin } from '../../domain/admin-terminations/load-termination.js';
import {
  approveTermination,
  archiveTermination,
  cancelTermination,
  completeTermination,
  rejectTermination,
  requestTerminationInformation,
} from '../../domain/admin-terminations/termination-decisions.js';
import { addCaseNote } from '../../domain/cases/case-note.js';
import { terminationStats } from '../../domain/cases/overview-figures.js';
import { generateTerminationPdf } from '../../domain/terminations/termination-pdf.js';
import { requireAdmin, staffReaderOf } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';
import { sendCsv } from './send-csv.js';
import { sendIssuedPdf } from './send-issued-pdf.js';

type WithId = { Params: { id: string } };

/** The back office's terminations (docs/api/admin-terminations.md). */
export const adminTerminationRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { database, config, storage, notifier } = app.deps;
  const db = database.db;

  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const contextOf = (request: FastifyRequest): AdminContext => ({
    db,
    notifier,
    admin: request.admin!,
    ip: request.ip,
    // `kind?continue=accountNo`: the wizard the customer resumes in.
    resumeUrl: (rest) => `${publicUrl}${config.BASE_PATH}/termination/${rest}`,
  });
  /** The termination's id, after a 404 for an unknown id. */
  const idOf = async (id: string) => (await loadTerminationForAdmin(db, id)).id;

  app.get('/admin/termination-stats', async () => terminationStats(db));

  app.get('/admin/terminations', async (request) =>
    listTerminations(db, terminationListQuerySchema.parse(request.query ?? {})),
  );

  app.get('/admin/terminations/export.csv', async (request, reply) => {
    const query = terminationListQuerySchema.parse(request.query ?? {});
    await recordListExport(db, staffReaderOf(request), 'terminations', query);
    return sendCsv(reply, 'terminations', exportTerminationsCsv(db, query));
  });

  app.get<WithId>('/admin/terminations/:id', async (request) => {
    const termination = await loadTerminationForAdmin(db, request.params.id);
    const detail = await getTerminationDetail(db, termination, request.language);
    await recordStaffAccess(db, staffReaderOf(request), termination, 'detail');
    return detail;
  });

  app.get<WithId>('/admin/terminations/:id/access-log', async (request) =>
    getAccessLog(db, await loadTerminationForAdmin(db, request.params.id)),
  );

  app.post<WithId>('/admin/terminations/:id/approve', async (request) => {
    const { informationUpdated } = terminationApproveSchema.parse(request.body ?? {});
    await approveTermination(contextOf(request), await idOf(request.params.id), informationUpdated === true);
    return { success: true, message: 'Termination approved successfully' };
  });

  app.post<WithId>('/admin/terminations/:id/reject', async (request) => {
    const { reason, message } = terminationRejectSchema.parse(request.body ?? {});
    await rejectTermination(contextOf(request), await idOf(request.params.id), reason, message);
    return { success: true, message: 'Termination rejected' };
  });

  app.post<WithId>('/admin/terminations/:id/request-info', async (request) => {
    const { message } = terminationRequestInfoSchema.parse(request.body ?? {});
    await requestTerminationInformation(contextOf(request), await idOf(request.params.id), message);
    return { success: true, message: 'Information Requested' };
  });

  app.post<WithId>('/admin/terminations/:id/complete', async (request) => {
    const input = terminationCompleteSchema.parse(request.body ?? {});
    return completeTermination(contextOf(request), await idOf(request.params.id), input);
  });

  app.post<WithId>('/admin/terminations/:id/cancel', async (request) => {
    await cancelTermination(contextOf(request), await idOf(request.params.id));
    return { success: true, message: 'Termination cancelled' };
  });

  app.post<WithId>('/admin/terminations/:id/archive', async (request) => {
    await archiveTermination(contextOf(request), await idOf(request.params.id));
    return { success: true, message: 'Termination archived' };
  });

  app.post<WithId>('/admin/terminations/:id/notes', async (request) => {
    const { note } = noteSchema.parse(request.body ?? {});
    const ctx = contextOf(request);
    await addCaseNote(ctx, adminActor(ctx), await idOf(request.params.id), note);
    return { success: true };
  });

  app.get<WithId>('/admin/terminations/:id/pdf', async (request, reply) => {
    const termination = await loadTerminationForAdmin(db, request.params.id);
    return sendIssuedPdf(request, reply, {
      target: termination,
      reader: { to: 'admin', admin: request.admin! },
      fileName: `termination-${request.params.id}.pdf`,
      render: (verification) => generateTerminationPdf({ db, storage }, termination, verification),
    });
  });
});
