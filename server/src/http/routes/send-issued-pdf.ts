import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyUrlOf } from '../../config/resume-url.js';
import { unauthorized } from '../../domain/app-error.js';
import type { CaseAccess } from '../../domain/cases/case-access.js';
import {
  type IssuedCase,
  issueCasePdfTo,
  type PdfReader,
  type RenderPdf,
} from '../../domain/issued-documents/issue-case-pdf.js';
import { contentDisposition } from './send-stored-file.js';

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
  issue: { target: IssuedCase; reader: PdfReader; fileName: string; render: RenderPdf },
) {
  const { deps } = request.server;
  const pdf = await issueCasePdfTo(
    deps.database.db,
    issue.reader,
    request.ip,
    issue.target,
    verifyUrlOf(deps.config),
    issue.render,
  );
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', issue.fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
