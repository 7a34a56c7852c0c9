import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  deleteDocument as deleteDocumentRow,
  findDocumentByStoredName,
} from '../../db/repositories/document-repository.js';
import { recordAdminAction } from '../../domain/admin-applications/admin-action.js';
import { loadForAdmin } from '../../domain/admin-applications/load-for-admin.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { storeDocument } from '../../domain/documents/upload-document.js';
import { requireAdmin } from '../plugins/admin-auth.js';
import { readUpload } from '../plugins/read-upload.js';

const ADMIN_DOCUMENT_TYPES = ['id', 'deedlease', 'manual', 'cipc', 'vat'] as const;
const deleteQuery = z.object({
  appReference: z.string().trim().min(1).max(40),
  docType: z.string().max(20).optional(),
});

/** Admins may upload and delete any application's documents, whatever its status. */
export async function adminDocumentRoutes(app: FastifyInstance) {
  const { database, storage } = app.deps;
  const db = database.db;
  app.addHook('preHandler', requireAdmin);

  app.post('/upload-document', async (request, reply) => {
    const { fields, file } = await readUpload(request, 'file');
    const documentType = z.enum(ADMIN_DOCUMENT_TYPES).safeParse(fields.documentType);
    if (!documentType.success) {
      throw new AppError('document_type_invalid', 400, 'errors.documentTypeInvalid', {
        fields: { documentType: ['errors.documentTypeInvalid'] },
      });
    }
    const application = await loadForAdmin(db, fields.applicationId ?? '');
    const result = await storeDocument({ db, storage }, application, {
      documentType: documentType.data,
      fileName: file.fileName,
      content: file.content,
      pdfOnly: documentType.data === 'manual',
    });
    await recordAdminAction(
      { db, admin: request.admin!, ip: request.ip },
      {
        application,
        action: 'document.uploaded',
        details: { type: documentType.data, fileName: result.fileName },
        timeline: { kind: 'note', text: `Uploaded document: ${documentType.data}` },
      },
    );
    return reply.status(201).send(result);
  });

  app.delete<{ Params: { fileName: string } }>('/delete-document/:fileName', async (request) => {
    const { appReference, docType } = deleteQuery.parse(request.query ?? {});
    const application = await loadForAdmin(db, appReference);
    const name = request.params.fileName.split('/').pop() ?? '';
    const document = storage.isStoredName(name) ? await findDocumentByStoredName(db, name) : undefined;
    if (
      !document ||
      document.applicationId !== application.id ||
      (docType && docType.toLowerCase() !== document.type)
    ) {
      throw notFound('errors.documentNotFound');
    }
    await deleteDocumentRow(db, document.id);
    await storage.remove(document.storedName);
    await recordAdminAction(
      { db, admin: request.admin!, ip: request.ip },
      {
        application,
        action: 'document.deleted',
        details: { type: document.type, fileName: document.storedName },
        timeline: { kind: 'note', text: `Deleted document: ${document.type}` },
      },
    );
    return { success: true };
  });
}
