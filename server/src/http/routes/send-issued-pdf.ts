import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import { verifyUrlOf } from '../../config/resume-url.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { recordStaffAccess } from '../../domain/access-log/record-staff-access.js';
import { unauthorized } from '../../domain/app-error.js';
import type { CaseAccess } from '../../domain/cases/case-access.js';
import { issueCasePdf } from '../../domain/issued-documents/issue-case-pdf.js';
import { contentDisposition } from './send-stored-file.js';

/** Who gets this copy: the customer through their own session, or a staff member (whose read is recorded). */
export type PdfReader = { to: 'customer' } | { to: 'admin'; admin: AdminProfile };

/** The customer when the request carries the case's own session, else the signed-in admin the access check let in. */
export function readerOf(access: CaseAccess, caseId: string): PdfReader {
  if (access.sessionCaseId === caseId) return { to: 'customer' };
  if (!access.admin) throw unauthorized();
  return { to: 'admin', admin: access.admin };
}

/**
 * Issues a copy of the request's PDF (a fresh verification code, recorded with its SHA-256) and sends those bytes; a
 * staff member's copy is also a read of the request's personal data, recorded in the access log.
 */
export async function sendIssuedPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  issue: {
    target: Pick<CaseRow, 'id' | 'kind' | 'reference' | 'status'>;
    reader: PdfReader;
    fileName: string;
    render: (verification: PdfVerification) => Promise<Uint8Array>;
  },
) {
  const { db } = request.server.deps.database;
  const { reader } = issue;
  const pdf = await issueCasePdf(
    db,
    issue.target,
    reader.to === 'admin' ? { to: 'admin', adminId: reader.admin.id } : reader,
    verifyUrlOf(request.server.deps.config),
    issue.render,
  );
  if (reader.to === 'admin') await recordStaffAccess(db, { admin: reader.admin, ip: request.ip }, issue.target, 'pdf');
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', issue.fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
