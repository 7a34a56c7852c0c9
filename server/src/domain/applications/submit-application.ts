import type { SaveSignatureInput } from '@protea/shared/schemas/residential-application';
import { reencodeJpeg } from '../../adapters/uploads/sanitize-upload.js';
import type { Database } from '../../db/client.js';
import { findApplicationById, updateApplication } from '../../db/repositories/application-repository.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import { changeLockedCase } from '../cases/change-locked-case.js';
import { transitionCase } from '../cases/transition-case.js';
import { assertDocumentsComplete } from '../documents/missing-documents.js';
import { type StoreFileDeps, storeCaseFile } from '../documents/store-document.js';
import { queueCustomerMessage } from '../notifications/queue-customer-message.js';
import { isEditableByApplicant } from './application-access.js';

function submittable(current: CaseRow) {
  if (!isEditableByApplicant(current.status) || !current.cellConfirmedAt) throw new AppError('not_submittable');
}

/**
 * Signs and submits in one transaction: incomplete (or needsinfo) becomes pending, with the signature,
 * the timeline event and the confirmation to the applicant. A drawn signature is stored like an upload.
 */
export async function submitApplication(
  deps: StoreFileDeps,
  applicationId: string,
  input: SaveSignatureInput,
): Promise<{ smsSent: boolean; emailSent: boolean }> {
  const now = new Date();
  const queued = { smsSent: false, emailSent: false };
  const submit = async (tx: Database, current: CaseRow) => {
    submittable(current);
    await assertDocumentsComplete(tx, current.id);
    await transitionCase(tx, { type: 'customer' }, current, current.status === 'needsinfo' ? 'resubmit' : 'submit', {
      facts: { cellVerified: true, documentsComplete: true },
      columns: {
        submittedAt: now,
        signatureType: input.signatureType,
        signatureText: input.signatureType === 'typed' ? input.signatureData.trim() : null,
        signedAt: now,
        infoRequest: null,
      },
    });
    await updateApplication(tx, current.id, { stepNo: 13 });
    const application = (await findApplicationById(tx, current.id))!;
    // "Sent" to the applicant means on its way: the worker delivers it, with retries, once this commits.
    queued.smsSent = application.cellPhone !== null;
    queued.emailSent = application.email !== null;
    await queueCustomerMessage(tx, application, {
      purpose: 'submission-confirmation',
      smsKey: 'messages.submittedSms',
      email: { subjectKey: 'messages.submittedEmailSubject', bodyKey: 'messages.submittedEmailBody' },
    });
  };

  if (input.signatureType === 'drawn') {
    const sent = Buffer.from(input.signatureData.slice(input.signatureData.indexOf(',') + 1), 'base64');
    // Decoded and re-encoded, like uploads: a file that only starts like a JPEG is refused.
    const jpeg = await reencodeJpeg(sent);
    if (!jpeg) {
      throw new AppError('validation_failed', { fields: { signatureData: ['validation.signatureRequired'] } });
    }
    const file = {
      type: 'signature',
      content: jpeg,
      extension: 'jpg',
      originalName: 'signature.jpg',
      contentType: 'image/jpeg',
    };
    await storeCaseFile(deps, applicationId, file, submit);
  } else {
    await changeLockedCase(deps, applicationId, submit);
  }
  return queued;
}
