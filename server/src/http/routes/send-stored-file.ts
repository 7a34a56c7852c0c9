import { create as createContentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { CaseAccess } from '../../domain/cases/case-access.js';
import { readCaseDocument } from '../../domain/documents/read-document.js';

/** RFC 6266 header with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  // jshttp's content-disposition: a plain ASCII filename where the name allows, and RFC 8187's filename* beside it
  // for any other, with every character that RFC does not allow there escaped.
  return createContentDisposition(name, { type });
}

const SHOWN_INLINE = /^(image\/(jpeg|png|gif|webp|bmp)|application\/pdf)$/;

/**
 * A stored document as the browser may safely show it: images and PDFs inline (the admin viewer frames
 * them from this origin), anything else only as a download; always sandboxed, so a PDF with scripts or
 * a file that is also HTML can never act as a page of the portal.
 */
export function sendStoredFile(reply: FastifyReply, file: { contentType: string; name: string; content: Buffer }) {
  const isInline = SHOWN_INLINE.test(file.contentType);
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(isInline ? 'inline' : 'attachment', file.name))
    .header('cache-control', 'private, no-store')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-security-policy', "sandbox; frame-ancestors 'self'")
    .send(file.content);
}

/**
 * A case's stored document, for the customer session that owns it or an admin (readDocument decides); a staff member's
 * read is recorded in the access log.
 */
export async function sendCaseDocument(
  reply: FastifyReply,
  deps: Parameters<typeof readCaseDocument>[0],
  storedName: string,
  access: CaseAccess,
) {
  const { document, content } = await readCaseDocument(deps, storedName, access, reply.request.ip);
  return sendStoredFile(reply, { contentType: document.contentType, name: document.originalName, content });
}
