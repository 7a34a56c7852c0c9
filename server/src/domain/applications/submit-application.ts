import type { SaveSignatureInput } from '@protea/shared/schemas/residential-application';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { reencodeJpeg } from '../../adapters/uploads/sanitize-upload.js';
import type { Database } from '../../db/client.js';
import {
  type ApplicationRow,
  insertApplicationEvent,
  updateApplication,
} from '../../db/repositories/application-repository.js';
import { replaceDocument } from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';
import { assertDocumentsComplete } from '../documents/missing-documents.js';
import { EDITABLE_STATUSES } from './application-access.js';
import { type NotifyDeps, notifyApplicant } from './notify-applicant.js';

async function storeDrawnSignature(
  deps: { db: Database; storage: FileStorage },
  application: ApplicationRow,
  dataUrl: string,
) {
  const sent = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  // Decoded and re-encoded, like uploads: a file that only starts like a JPEG is refused.
  const jpeg = await reencodeJpeg(sent);
  if (!jpeg) {
    throw new AppError('validation_failed', 400, 'errors.validationFailed', {
      fields: { signatureData: ['validation.signatureRequired'] },
    });
  }
  const storedName = await deps.storage.save(jpeg, 'jpg');
  const previous = await replaceDocument(deps.db, {
    applicationId: application.id,
    type: 'signature',
    storedName,
    originalName: 'signature.jpg',
    contentType: 'image/jpeg',
    sizeBytes: jpeg.byteLength,
  });
  if (previous) await deps.storage.remove(previous.storedName);
}

/** Signs and submits: incomplete (or needsinfo) becomes pending, and the applicant is told. */
export async function submitApplication(
  deps: { db: Database; storage: FileStorage } & NotifyDeps,
  application: ApplicationRow,
  input: SaveSignatureInput,
): Promise<{ smsSent: boolean; emailSent: boolean }> {
  if (!EDITABLE_STATUSES.has(application.status) || !application.cellConfirmedAt) {
    throw new AppError('not_submittable', 409, 'errors.notSubmittable');
  }
  await assertDocumentsComplete(deps.db, application);
  if (input.signatureType === 'drawn') await storeDrawnSignature(deps, application, input.signatureData);

  const now = new Date();
  const submitted = await updateApplication(
    deps.db,
    application.id,
    {
      status: 'pending',
      stepNo: 13,
      submittedAt: now,
      signatureType: input.signatureType,
      signatureText: input.signatureType === 'typed' ? input.signatureData.trim() : null,
      signedAt: now,
    },
    application.status,
  );
  if (!submitted) throw new AppError('not_submittable', 409, 'errors.notSubmittable');
  await insertApplicationEvent(deps.db, {
    applicationId: application.id,
    actorType: 'applicant',
    kind: 'status',
    statusFrom: application.status,
    statusTo: 'pending',
  });
  return notifyApplicant(deps, submitted, {
    kind: 'submission-confirmation',
    smsKey: 'messages.submittedSms',
    email: { subjectKey: 'messages.submittedEmailSubject', bodyKey: 'messages.submittedEmailBody' },
  });
}
