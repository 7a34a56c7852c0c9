import type { AdminCaseKind } from '../../components/case-review/case-kind';
import { documentTexts } from '../../components/case-review/documents/document-texts';
import { terminationKeys } from '../../lib/admin/admin-keys';
import { apiRequest } from '../../lib/api-client';
import { apiBase } from '../../lib/base-path';
import { uploadFile } from '../../lib/upload-file';
import { terminationPath } from './api/get-termination';

/** Terminations in the shared admin pieces: their calls name the termination by its reference, as its page does. */
export const TERMINATION_KIND: AdminCaseKind = {
  keys: terminationKeys,
  casePath: terminationPath,
  documents: {
    url: (fileName) => `${apiBase}/termination-documents/${encodeURIComponent(fileName)}`,
    upload: ({ caseId, documentType, file }) =>
      uploadFile<unknown>({
        path: '/upload-termination-document',
        fields: { terminationId: caseId, documentType },
        fileField: 'document',
        file,
      }),
    remove: ({ caseId, fileName, documentType }) =>
      apiRequest<{ success: boolean }>(
        `/delete-termination-document/${encodeURIComponent(fileName)}?${new URLSearchParams({ terminationId: caseId, docType: documentType })}`,
        { method: 'DELETE' },
      ),
    texts: documentTexts('admin.terminations.documents', {
      uploadHint: 'admin.documents.uploadHint',
      manualHint: 'admin.documents.manualHint',
      uploadErrorText: 'admin.documents.uploadErrorText',
      uploadErrorManual: 'admin.documents.uploadErrorManual',
    }),
  },
  timelineTexts: {
    created: 'admin.terminations.timeline.created',
    customer: 'admin.terminations.timeline.customer',
    message: 'admin.terminations.timeline.message',
    notification: 'admin.terminations.timeline.notification',
  },
};
