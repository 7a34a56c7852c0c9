import { applicationListQuerySchema } from '@protea/shared/schemas/admin-applications';
import type { FastifyInstance } from 'fastify';
import { recordListExport } from '../../domain/access-log/record-staff-access.js';
import { exportApplicationsCsv, listApplications } from '../../domain/admin-applications/list-applications.js';
import { applicationStats } from '../../domain/cases/overview-figures.js';
import { requireAdmin, staffReaderOf } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';
import { sendCsv } from './send-csv.js';

export const adminApplicationRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  app.get('/admin/stats', async () => applicationStats(db));

  app.get('/admin/applications', async (request) =>
    listApplications(db, applicationListQuerySchema.parse(request.query ?? {})),
  );

  app.get('/admin/applications/export.csv', async (request, reply) => {
    const query = applicationListQuerySchema.parse(request.query ?? {});
    await recordListExport(db, staffReaderOf(request), 'applications', query);
    return sendCsv(reply, 'applications', exportApplicationsCsv(db, query));
  });
});
