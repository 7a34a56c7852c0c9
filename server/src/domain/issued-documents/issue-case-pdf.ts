import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { formatVerificationCode } from '@protea/shared/verification-code';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { insertIssuedDocument } from '../../db/repositories/issued-document-repository.js';
import { recordStaffAccess } from '../access-log/record-staff-access.js';
import { sha256Hex } from '../documents/sha256-hex.js';
import { newVerificationCode } from './new-verification-code.js';

export type PdfRecipient = { to: 'customer' } | { to: 'admin'; adminId: string };

/** Who gets a copy in a request: the customer through their own session, or a staff member (whose read is recorded). */
export type PdfReader = { to: 'customer' } | { to: 'admin'; admin: AdminProfile };

/** The request a copy is of. */
export type IssuedCase = Pick<CaseRow, 'id' | 'kind' | 'reference' | 'status'>;

/** Draws the request's PDF with the verification code of the copy being issued. */
export type RenderPdf = (verification: PdfVerification) => Promise<Uint8Array>;

/** Two codes out of 2^60 meeting is next to impossible; a clash is answered with a fresh code, not an error. */
const ATTEMPTS = 3;

/**
 * Hands out one copy of a request's PDF: a fresh verification code first, the PDF rendered with it, the SHA-256 of
 * those very bytes recorded with the kind, reference, status and recipient (issued_documents), and the bytes returned
 * to be sent as they are. Anyone holding the code can later check the copy (GET /verify/:code).
 */
export async function issueCasePdf(
  db: Database,
  target: IssuedCase,
  recipient: PdfRecipient,
  verifyUrlOf: (printedCode: string) => string,
  render: RenderPdf,
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

/**
 * A copy for the reader of a request (issueCasePdf); a staff member's copy is also a read of the request's personal
 * data, recorded in the access log.
 */
export async function issueCasePdfTo(
  db: Database,
  reader: PdfReader,
  ip: string,
  target: IssuedCase,
  verifyUrlOf: (printedCode: string) => string,
  render: RenderPdf,
): Promise<Uint8Array> {
  const recipient: PdfRecipient = reader.to === 'admin' ? { to: 'admin', adminId: reader.admin.id } : reader;
  const pdf = await issueCasePdf(db, target, recipient, verifyUrlOf, render);
  if (reader.to === 'admin') await recordStaffAccess(db, { admin: reader.admin, ip }, target, 'pdf');
  return pdf;
}
