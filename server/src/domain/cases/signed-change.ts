import { type Signer, typedSignatureIssue } from '@protea/shared/typed-signature';
import { reencodeJpeg } from '../../adapters/uploads/sanitize-upload.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import { type StoreFileDeps, storeCaseFile } from '../documents/store-document.js';
import { changeLockedCase } from './change-locked-case.js';
import { deleteSigningDraft } from './signing-draft.js';

export interface SignatureInput {
  signatureType: 'typed' | 'drawn';
  /** The typed name, or the drawn signature as a `data:image/jpeg;base64,...` URL. */
  signatureData: string;
}

/** A typed signature is the signer's full name as the request gives it (shared rule), or a field error on `field`. */
export function assertSignersName(signature: SignatureInput, signer: Signer, field: string) {
  const issue = typedSignatureIssue(signature, signer);
  if (issue) throw new AppError('validation_failed', { fields: { [field]: [issue] } });
}

/** The case's signature columns for a submission signed now from the client address `ip` (the evidence page of its PDF). */
export function signatureColumns(signature: SignatureInput, now: Date, ip: string) {
  return {
    signatureType: signature.signatureType,
    signatureText: signature.signatureType === 'typed' ? signature.signatureData.trim() : null,
    signedAt: now,
    signedIp: ip,
  };
}

/**
 * Runs a signed change (a submission) on the locked case. A drawn signature is decoded and re-encoded
 * like an upload (a file that only starts like a JPEG is refused with a field error on `field`) and
 * stored as the case's `signature` document in the same transaction as the change. The last step's draft goes with it.
 */
export async function signedChange(
  deps: StoreFileDeps,
  caseId: string,
  signature: SignatureInput,
  field: string,
  change: (tx: Database, current: CaseRow) => Promise<void>,
): Promise<void> {
  const work = async (tx: Database, current: CaseRow) => {
    await change(tx, current);
    await deleteSigningDraft(tx, caseId);
  };
  if (signature.signatureType === 'typed') {
    await changeLockedCase(deps, caseId, work);
    return;
  }
  const sent = Buffer.from(signature.signatureData.slice(signature.signatureData.indexOf(',') + 1), 'base64');
  const jpeg = await reencodeJpeg(sent);
  if (!jpeg) throw new AppError('validation_failed', { fields: { [field]: ['validation.signatureRequired'] } });
  const file = {
    type: 'signature',
    content: jpeg,
    extension: 'jpg',
    originalName: 'signature.jpg',
    contentType: 'image/jpeg',
  };
  await storeCaseFile(deps, caseId, file, work);
}
