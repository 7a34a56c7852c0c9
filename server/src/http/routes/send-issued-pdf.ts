import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { unauthorized } from '../../domain/app-error.js';
import { issueCasePdf, type PdfRecipient } from '../../domain/issued-documents/issue-case-pdf.js';
import { adminOf } from '../plugins/admin-auth.js';
import type { CaseAccess } from '../plugins/applicant-session.js';
import { contentDisposition } from './send-stored-file.js';

/**
 * Where a printed code is checked: `{PUBLIC_URL}{BASE_PATH}/verify/{code}`, or without PUBLIC_URL this request's own
 * origin as Fastify sees it (forwarded protocol and host only from the proxies in TRUST_PROXY).
 */
export function verifyUrlOf(request: FastifyRequest, printedCode: string): string {
  const { PUBLIC_URL, BASE_PATH } = request.server.deps.config;
  const origin = PUBLIC_URL ? PUBLIC_URL.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  return `${origin}${BASE_PATH}/verify/${printedCode}`;
}

/** The customer when the request carries the case's own session, else the signed-in admin the access check let in. */
export async function recipientOf(request: FastifyRequest, access: CaseAccess, caseId: string): Promise<PdfRecipient> {
  if (access.sessionCaseId === caseId) return { to: 'customer' };
  const admin = request.admin ?? (await adminOf(request));
  if (!admin) throw unauthorized();
  return { to: 'admin', adminId: admin.id };
}

/** Issues a copy of the request's PDF (a fresh verification code, recorded with its SHA-256) and sends those bytes. */
export async function sendIssuedPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  issue: {
    target: Pick<CaseRow, 'id' | 'kind' | 'reference' | 'status'>;
    recipient: PdfRecipient;
    fileName: string;
    render: (verification: PdfVerification) => Promise<Uint8Array>;
  },
) {
  const pdf = await issueCasePdf(
    request.server.deps.database.db,
    issue.target,
    issue.recipient,
    (code) => verifyUrlOf(request, code),
    issue.render,
  );
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', issue.fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
