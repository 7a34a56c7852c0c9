import type { ApiErrorBody, FieldErrors } from '@protea/shared/api-error';
import type { Language } from '@protea/shared/constants';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../../domain/app-error.js';
import { translate } from '../../i18n/translate.js';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: string,
  messageKey: string,
  options: {
    fields?: FieldErrors;
    vars?: Record<string, string | number | string[]>;
    details?: Record<string, unknown>;
  } = {},
) {
  const body: ApiErrorBody = {
    error: {
      ...options.details,
      code,
      message: translate(request.language, messageKey, translateVars(request.language, options.vars)),
    },
  };
  if (options.fields) {
    body.error.fields = Object.fromEntries(
      Object.entries(options.fields).map(([field, keys]) => [field, keys.map((k) => translate(request.language, k))]),
    );
  }
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

function translateVars(language: Language, vars: Record<string, string | number | string[]> | undefined) {
  if (!vars) return undefined;
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((key) => translate(language, key)).join(', ') : value,
    ]),
  );
}

export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const message = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid';
    fields[key] = [...(fields[key] ?? []), message];
  }
  return fields;
}

/** Maps every failure to the one wire shape; a 500 never leaks its internal message. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.statusCode, error.code, error.messageKey, error.options);
    }
    if (error instanceof ZodError) {
      return sendError(request, reply, 400, 'validation_failed', 'errors.validationFailed', {
        fields: zodFieldErrors(error),
      });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(request, reply, 413, 'file_too_large', 'errors.fileTooLarge');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendError(request, reply, 413, 'payload_too_large', 'errors.payloadTooLarge');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendError(request, reply, 415, 'unsupported_media_type', 'errors.unsupportedMediaType');
    }
    if (status >= 400 && status < 500) {
      const code =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'malformed_json'
          : 'bad_request';
      return sendError(
        request,
        reply,
        status,
        code,
        code === 'malformed_json' ? 'errors.malformedJson' : 'errors.badRequest',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal_error', 'errors.internal');
  });
}
