import type { Language } from '@protea/shared/constants';
import { terminationKindOf } from '@protea/shared/kinds/termination-kinds';
import { saDateOf } from '@protea/shared/sa-time';
import {
  signatureSchema,
  type TerminationWizardKind,
  type terminationSubmissionSchema,
} from '@protea/shared/schemas/termination';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import {
  findTerminationById,
  lockAccountNumber,
  type TerminationRow,
  updateTermination,
} from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';
import { assertSignersName, signatureColumns, signedChange } from '../cases/signed-change.js';
import { transitionCase } from '../cases/transition-case.js';
import { assertDocumentsComplete } from '../documents/missing-documents.js';
import type { StoreFileDeps } from '../documents/store-document.js';
import { queueCustomerMessage } from '../notifications/queue-customer-message.js';
import { askHolder } from './holder-answer.js';
import { otherOpenTermination } from './open-termination.js';
import { checkAgainstRegister } from './register-check.js';
import { parsePersonalDetails, verificationAfter } from './save-termination-draft.js';
import { assertCustomerEditable } from './termination-access.js';
import { depositColumns, kindOfWizard, personalColumns, propertyColumns } from './termination-fields.js';

type Submission = z.output<typeof terminationSubmissionSchema>;

function parseSignature(input: Submission) {
  const parsed = signatureSchema.safeParse({
    signatureType: input.signatureType,
    signature: input.depositDeclaration.signature ?? '',
  });
  if (!parsed.success) {
    throw new AppError('validation_failed', {
      fields: { 'depositDeclaration.signature': ['validation.signatureRequired'] },
    });
  }
  return { signatureType: parsed.data.signatureType, signatureData: parsed.data.signature };
}

/**
 * Saves the whole request and submits it in one transaction: the cell number must be the verified
 * one, both documents present, and no other termination open for the account. The register check is
 * recorded for staff; the customer hears the same whatever it found. Incomplete becomes pending, or
 * needs-info becomes pending again after a request for information. `ip` is the client address the signature came from.
 */
export async function submitTermination(
  deps: StoreFileDeps,
  current: TerminationRow,
  kind: TerminationWizardKind,
  input: Submission,
  language: Language,
  ip: string,
): Promise<TerminationRow> {
  // Everything is checked before anything is written.
  const personal = parsePersonalDetails(kind, input.personalDetails);
  const signature = parseSignature(input);
  assertSignersName(signature, personal, 'depositDeclaration.signature');
  if (current.kind !== kindOfWizard(kind)) throw new AppError('termination_not_found');
  const now = new Date();
  const columns = {
    ...personalColumns(personal),
    ...propertyColumns(input.propertyInfo),
    ...depositColumns(input.depositDeclaration, { whole: true }),
    declarationAcceptedAt: now,
    clientTermDate: input.TermDate ?? input.depositDeclaration.TermDate ?? null,
    clientSignedDate: input.SignedDate ?? input.depositDeclaration.SignedDate ?? null,
    language,
  };

  const submit = async (tx: Database, locked: CaseRow) => {
    assertCustomerEditable(locked);
    // A number other than the verified one is not verified.
    if (!locked.cellConfirmedAt || 'cellConfirmedAt' in verificationAfter(locked, columns)) {
      throw new AppError('not_submittable');
    }
    await assertDocumentsComplete(tx, locked.id, terminationKindOf(kind).requiredDocuments(null));
    await lockAccountNumber(tx, personal.proteaAccountNumber);
    if (await otherOpenTermination(tx, personal.proteaAccountNumber, locked)) {
      throw new AppError('termination_already_open');
    }
    const previous = (await findTerminationById(tx, locked.id))!;
    const saved = (await updateTermination(tx, locked.id, columns))!;
    const register = await checkAgainstRegister(tx, saved, saDateOf(now));
    await updateTermination(tx, locked.id, register.columns);
    await transitionCase(
      tx,
      { type: 'customer' },
      (await findTerminationById(tx, locked.id))!,
      locked.status === 'needsinfo' ? 'resubmit' : 'submit',
      {
        facts: { cellVerified: true, documentsComplete: true },
        columns: { submittedAt: now, infoRequest: null, ...signatureColumns(signature, now, ip) },
      },
    );
    const submitted = (await findTerminationById(tx, locked.id))!;
    await queueCustomerMessage(tx, submitted, {
      purpose: 'submission-confirmation',
      smsKey: 'messages.terminationSubmittedSms',
      email: {
        subjectKey: 'messages.terminationSubmittedEmailSubject',
        bodyKey: 'messages.terminationSubmittedEmailBody',
      },
      vars: { accountNo: personal.proteaAccountNumber, date: input.propertyInfo.disconnectionDate },
    });
    // Nobody closes someone else's account quietly: the holder on record is asked on their own number, once.
    if (submitted.holderAnswer === 'awaiting' && previous.holderAnswer !== 'awaiting') {
      await askHolder(tx, submitted, register.holder);
    }
  };

  await signedChange(deps, current.id, signature, 'depositDeclaration.signature', submit);
  return (await findTerminationById(deps.db, current.id))!;
}
