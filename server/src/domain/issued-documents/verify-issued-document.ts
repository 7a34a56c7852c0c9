import type { VerifiedDocument } from '@protea/shared/schemas/verified-document';
import { normalizeVerificationCode } from '@protea/shared/verification-code';
import type { Database } from '../../db/client.js';
import { findIssuedDocumentByCode } from '../../db/repositories/issued-document-repository.js';
import { AppError } from '../app-error.js';

/**
 * What a verification code, as typed, says about the copy it was printed on: the kind, reference, time of issue,
 * status then and the SHA-256 of the file. Nothing about the person. A code that is not one, or not ours, is a 404.
 */
export async function verifyIssuedDocument(db: Database, typed: string): Promise<VerifiedDocument> {
  const code = normalizeVerificationCode(typed);
  const issued = code ? await findIssuedDocumentByCode(db, code) : undefined;
  if (!issued) throw new AppError('verification_code_not_found');
  return {
    valid: true,
    kind: issued.kind,
    reference: issued.reference,
    issuedAt: issued.issuedAt.toISOString(),
    statusAtIssue: issued.statusAtIssue,
    sha256: issued.sha256,
  };
}
