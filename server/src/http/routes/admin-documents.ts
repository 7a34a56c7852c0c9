import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadForAdmin } from '../../domain/admin-applications/load-for-admin.js';
import { AppError } from '../../domain/app-error.js';
import { removeStaffDocument, storeStaffDocument } from '../../domain/documents/staff-documents.js';
import { requireAdmin } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';
import { readUpload } from '../plugins/read-upload.js';

const ADMIN_DOCUMENT_TYPES = ['id', 'deedlease', 'manual', 'cipc', 'vat'] as const;
const deleteQuery = z.object({
  appReference: z.string().trim().min(1).max(40),
  docType: z.string().max(20).optional(),
});

/**
 * Admins may upload and delete any application's documents, whatever its status. Declared in the uploads context of
 * api-routes.ts, where multipart bodies are read.
 */
export const adminDocumentRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { database, storage, notifier } = app.deps;
  const db = database.db;

  app.post('/upload-document', async (request, reply) => {
    const { fields, file } = await readUpload(request, 'file');
    const documentType = z.enum(ADMIN_DOCUMENT_TYPES).safeParse(fields.documentType);
    if (!documentType.success) {
      throw new AppError('document_type_invalid', { fields: { documentType: ['errors.documentTypeInvalid'] } });
    }
    const application = await loadForAdmin(db, fields.applicationId ?? '');
    const actor = { type: 'admin' as const, admin: request.admin!, ip: request.ip };
    const result = await storeStaffDocument({ db, storage, notifier }, actor, application.id, {
      documentType: documentType.data,
      fileName: file.fileName,
      content: file.content,
    });
    return reply.status(201).send(result);
  });

  app.delete<{ Params: { fileName: string } }>('/delete-document/:fileName', async (request) => {
    const { appReference, docType } = deleteQuery.parse(request.query ?? {});
    const application = await loadForAdmin(db, appReference);
    const actor = { type: 'admin' as const, admin: request.admin!, ip: request.ip };
    const name = request.params.fileName.split('/').pop() ?? '';
    await removeStaffDocument({ db, storage, notifier }, actor, application.id, name, docType);
    return { success: true };
  });
});
