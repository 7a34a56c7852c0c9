import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../domain/app-error.js';
import { assertEditable, loadOwnApplication } from '../../domain/applications/application-access.js';
import { uploadDocument } from '../../domain/applications/upload-application-document.js';
import { removeCaseDocument } from '../../domain/documents/delete-document.js';
import { accessOf } from '../plugins/applicant-session.js';
import { readUpload } from '../plugins/read-upload.js';
import { sendCaseDocument } from './send-stored-file.js';

/** Applicants' documents: declared in the uploads context of api-routes.ts, where multipart bodies are read. */
export async function documentRoutes(app: FastifyInstance) {
  const { database, storage, notifier } = app.deps;
  const db = database.db;

  app.post('/upload', async (request, reply) => {
    // No session, no reading of up to 5 MB.
    const access = await accessOf(request);
    if (!access.sessionCaseId) throw unauthorized();
    const { fields, file } = await readUpload(request, 'document');
    const application = await loadOwnApplication(db, fields.applicationId ?? '', access);
    const result = await uploadDocument(
      { db, storage, notifier },
      application,
      { documentType: fields.documentType ?? '', fileName: file.fileName, content: file.content },
      { type: 'customer', ip: request.ip },
    );
    return reply.status(201).send(result);
  });

  app.delete<{ Params: { fileName: string }; Querystring: { appReference?: string; docType?: string } }>(
    '/documents/:fileName',
    async (request) => {
      const application = await loadOwnApplication(db, request.query.appReference ?? '', await accessOf(request));
      assertEditable(application);
      await removeCaseDocument(
        { db, storage, notifier },
        application.id,
        request.params.fileName,
        request.query.docType,
        async (_tx, current) => assertEditable(current),
      );
      return { success: true };
    },
  );

  app.get<{ Params: { fileName: string } }>('/documents/:fileName', async (request, reply) => {
    return sendCaseDocument(
      reply,
      { db, storage },
      request.params.fileName,
      await accessOf(request, { allowAdmin: true }),
    );
  });
}
