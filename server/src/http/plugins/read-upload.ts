import { MAX_UPLOAD_BYTES } from '@protea/shared/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';

/** One multipart upload: its text fields and its file; 413 once the file passes 5 MB. */
export async function readUpload(request: FastifyRequest, fileField: string) {
  if (!request.isMultipart()) throw new AppError('file_missing', 400, 'errors.fileMissing');
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') file = { fileName: part.filename, content: await part.toBuffer() };
    else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  if (!file || file.content.byteLength === 0) {
    throw new AppError('file_missing', 400, 'errors.fileMissing', { fields: { [fileField]: ['errors.fileMissing'] } });
  }
  return { fields, file };
}
