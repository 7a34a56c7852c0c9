import type { FastifyInstance } from 'fastify';
import { loadOwnApplication } from '../../domain/applications/application-access.js';
import { generateApplicationPdf } from '../../domain/applications/application-summary.js';
import { accessOf } from '../plugins/applicant-session.js';
import { readerOf, sendIssuedPdf } from './send-issued-pdf.js';

export async function applicationPdfRoutes(app: FastifyInstance) {
  const { database, storage } = app.deps;
  app.get<{ Params: { reference: string } }>('/generate-pdf/:reference', async (request, reply) => {
    const access = await accessOf(request, { allowAdmin: true });
    const application = await loadOwnApplication(database.db, request.params.reference, access);
    return sendIssuedPdf(request, reply, {
      target: application,
      reader: readerOf(access, application.id),
      fileName: `Application_${application.reference}.pdf`,
      render: (verification) => generateApplicationPdf({ db: database.db, storage }, application, verification),
    });
  });
}
