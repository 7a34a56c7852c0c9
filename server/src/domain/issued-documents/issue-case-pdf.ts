import { formatVerificationCode } from '@protea/shared/verification-code';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { insertIssuedDocument } from '../../db/repositories/issued-document-repository.js';
import { sha256Hex } from '../documents/sha256-hex.js';
import { newVerificationCode } from './new-verification-code.js';

export type PdfRecipient = { to: 'customer' } | { to: 'admin'; adminId: string };

/** Two codes out of 2^60 meeting is next to impossible; a clash is answered with a fresh code, not an error. */
const ATTEMPTS = 3;

/**
 * Hands out one copy of a request's PDF: a fresh verification code first, the PDF rendered with it, the SHA-256 of
 * those very bytes recorded with the kind, reference, status and recipient (issued_documents), and the bytes returned
 * to be sent as they are. Anyone holding the code can later check the copy (GET /verify/:code).
 */
export async function issueCasePdf(
  db: Database,
  target: Pick<CaseRow, 'id' | 'kind' | 'reference' | 'status'>,
  recipient: PdfRecipient,
  verifyUrlOf: (printedCode: string) => string,
  render: (verification: PdfVerification) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = newVerificationCode();
    const printed = formatVerificationCode(code);
    const issuedAt = new Date();
    const pdf = await render({ code: printed, url: verifyUrlOf(printed), issuedAt });
    const issued = await insertIssuedDocument(db, {
      code,
      caseId: target.id,
      kind: target.kind,
      reference: target.reference,
      statusAtIssue: target.status,
      sha256: sha256Hex(pdf),
      issuedAt,
      issuedTo: recipient.to,
      adminId: recipient.to === 'admin' ? recipient.adminId : null,
    });
    if (issued) return pdf;
  }
  throw new Error(`no unused verification code in ${ATTEMPTS} tries`);
}
