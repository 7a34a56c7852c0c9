import type { FastifyInstance } from 'fastify';
import { recordStaffAccess } from '../../domain/access-log/record-staff-access.js';
import { loadOwnApplication } from '../../domain/applications/application-access.js';
import { generateApplicationPdf } from '../../domain/applications/application-summary.js';
import { accessOf } from '../plugins/applicant-session.js';
import { contentDisposition } from './send-stored-file.js';

export async function applicationPdfRoutes(app: FastifyInstance) {
  const { database, storage } = app.deps;
  app.get<{ Params: { reference: string } }>('/generate-pdf/:reference', async (request, reply) => {
    const access = await accessOf(request, { allowAdmin: true });
    const application = await loadOwnApplication(database.db, request.params.reference, access);
    const pdf = await generateApplicationPdf({ db: database.db, storage }, application);
    if (access.admin && application.id !== access.sessionCaseId) {
      await recordStaffAccess(database.db, { admin: access.admin, ip: request.ip }, application, 'pdf');
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('attachment', `Application_${application.reference}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
