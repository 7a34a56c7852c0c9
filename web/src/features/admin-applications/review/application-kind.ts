import type { AdminCaseKind } from '../../../components/case-review/case-kind';
import { documentTexts } from '../../../components/case-review/documents/document-texts';
import { applicationKeys } from '../../../lib/admin/admin-keys';
import { applicationPath } from '../../../lib/admin/case-paths';
import { apiRequest } from '../../../lib/api-client';
import { documentUrl } from '../../../lib/document-url';
import { uploadFile } from '../../../lib/upload-file';

/** Applications in the shared admin pieces: their calls are keyed by the reference (spec 2). */
export const APPLICATION_KIND: AdminCaseKind = {
  keys: applicationKeys,
  casePath: applicationPath,
  documents: {
    url: documentUrl,
    upload: ({ caseId, documentType, file }) =>
      uploadFile<unknown>({
        path: '/upload-document',
        fields: { applicationId: caseId, documentType },
        fileField: 'file',
        file,
      }),
    remove: ({ caseId, fileName, documentType }) =>
      apiRequest<{ success: boolean }>(
        `/delete-document/${encodeURIComponent(fileName)}?${new URLSearchParams({ appReference: caseId, docType: documentType })}`,
        { method: 'DELETE' },
      ),
    // Applications have no photo-only document; the general words stand in.
    texts: documentTexts('admin.documents', {
      imageHint: 'admin.documents.uploadHint',
      invalidTypeImage: 'admin.documents.invalidTypeText',
    }),
  },
  timelineTexts: {
    created: 'admin.review.timeline.events.created',
    customer: 'admin.review.timeline.actors.customer',
    message: 'admin.review.timeline.events.message',
    notification: 'admin.review.timeline.events.notification',
  },
};
