import type { Language } from '@protea/shared/constants';
import type { SaveSignatureInput } from '@protea/shared/schemas/application-steps';
import type { Database } from '../../db/client.js';
import { findApplicationById, updateApplication } from '../../db/repositories/application-repository.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import { assertSignersName, signatureColumns, signedChange } from '../cases/signed-change.js';
import { transitionCase } from '../cases/transition-case.js';
import { assertDocumentsComplete } from '../documents/missing-documents.js';
import type { StoreFileDeps } from '../documents/store-document.js';
import { queueCustomerMessage } from '../notifications/queue-customer-message.js';
import { isEditableByApplicant, requiredDocumentsOf } from './application-access.js';

function submittable(current: CaseRow) {
  if (!isEditableByApplicant(current.status) || !current.cellConfirmedAt) throw new AppError('not_submittable');
}

/**
 * Signs and submits in one transaction: incomplete (or needsinfo) becomes pending, with the signature,
 * the timeline event and the confirmation to the applicant. A drawn signature is stored like an upload; `ip` is the
 * client address the signature came from. `language`, when given, is the one the applicant signed in: the
 * confirmation and every later message go out in it, also when they changed language since they began.
 */
export async function submitApplication(
  deps: StoreFileDeps,
  applicationId: string,
  input: SaveSignatureInput,
  ip: string,
  language?: Language,
): Promise<{ smsSent: boolean; emailSent: boolean }> {
  const now = new Date();
  const queued = { smsSent: false, emailSent: false };
  const submit = async (tx: Database, current: CaseRow) => {
    submittable(current);
    const signed = (await findApplicationById(tx, current.id))!;
    assertSignersName(input, signed, 'signatureData');
    await assertDocumentsComplete(tx, current.id, requiredDocumentsOf(signed));
    await transitionCase(tx, { type: 'customer' }, current, current.status === 'needsinfo' ? 'resubmit' : 'submit', {
      facts: { cellVerified: true, documentsComplete: true },
      columns: {
        submittedAt: now,
        ...signatureColumns(input, now, ip),
        infoRequest: null,
        ...(language && { language }),
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

  await signedChange(deps, applicationId, input, 'signatureData', submit);
  return queued;
}
