import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@protea/shared/constants';
import { isStorableText } from '@protea/shared/schemas/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';

/**
 * Multipart bodies for the routes of the context it is registered in (api-routes.ts: the modules that take uploads),
 * which readUpload needs: the multipart plugin adds two hooks to every request of that context (a close listener and
 * a clean-up of temporary files we never write), a cost every answer paid when it was registered for the whole app
 * (issue 12). Elsewhere a multipart body gets 415.
 */
export const acceptUploads = (app: FastifyInstance) => app.register(fastifyMultipart);

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * What a failure to read a multipart body answers: limits (413 and the like) and our own refusals keep theirs; anything
 * the parser could not read (cut off, no closing boundary, another boundary than announced) is the client's mistake.
 */
export const uploadReadError = (error: unknown): unknown =>
  error instanceof AppError || isClientError(error) ? error : new AppError('bad_request');

/** Every part of the body, or 400 when it cannot be read as multipart (cut off, no boundary, malformed). */
async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') file = { fileName: part.filename, content: await part.toBuffer() };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw uploadReadError(error);
  }
  return { fields, file };
}

/** One multipart upload: its text fields and its file; 413 once the file passes 5 MB. */
export async function readUpload(request: FastifyRequest, fileField: string) {
  if (!request.isMultipart()) throw new AppError('file_missing');
  const { fields, file } = await readParts(request);
  for (const [name, value] of Object.entries(fields)) {
    if (!isStorableText(name) || !isStorableText(value)) {
      throw new AppError('validation_failed', { fields: { [name]: ['validation.invalidCharacters'] } });
    }
  }
  if (!file || file.content.byteLength === 0) {
    throw new AppError('file_missing', { fields: { [fileField]: ['errors.fileMissing'] } });
  }
  return { fields, file };
}
