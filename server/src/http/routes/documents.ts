import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../domain/app-error.js';
import { loadOwnApplication } from '../../domain/applications/application-access.js';
import { deleteDocument } from '../../domain/documents/delete-document.js';
import { readDocument } from '../../domain/documents/read-document.js';
import { uploadDocument } from '../../domain/documents/upload-document.js';
import { accessOf } from '../plugins/applicant-session.js';
import { readUpload } from '../plugins/read-upload.js';

/** RFC 6266 header with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function documentRoutes(app: FastifyInstance) {
  const { database, storage } = app.deps;
  const db = database.db;

  app.post('/upload', async (request, reply) => {
    // No session, no reading of up to 5 MB.
    const access = await accessOf(request);
    if (!access.sessionApplicationId) throw unauthorized();
    const { fields, file } = await readUpload(request, 'document');
    const application = await loadOwnApplication(db, fields.applicationId ?? '', access);
    const result = await uploadDocument({ db, storage }, application, {
      documentType: fields.documentType ?? '',
      fileName: file.fileName,
      content: file.content,
    });
    return reply.status(201).send(result);
  });

  app.delete<{ Params: { fileName: string }; Querystring: { appReference?: string; docType?: string } }>(
    '/documents/:fileName',
    async (request) => {
      const application = await loadOwnApplication(db, request.query.appReference ?? '', await accessOf(request));
      await deleteDocument({ db, storage }, application, request.params.fileName, request.query.docType);
      return { success: true };
    },
  );

  app.get<{ Params: { fileName: string } }>('/documents/:fileName', async (request, reply) => {
    const { document, content } = await readDocument(
      { db, storage },
      request.params.fileName,
      await accessOf(request, { allowAdmin: true }),
    );
    return (
      reply
        .type(document.contentType)
        .header('content-disposition', contentDisposition('inline', document.originalName))
        .header('cache-control', 'private, no-store')
        // The admin's document viewer frames documents from this origin.
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "frame-ancestors 'self'")
        .send(content)
    );
  });
}
