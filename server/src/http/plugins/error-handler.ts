import type { ApiErrorBody } from '@protea/shared/api-error';
import type { Language } from '@protea/shared/constants';
import { ERROR_CODES, type ErrorCode } from '@protea/shared/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isUnavailableDependency } from '../../adapters/unavailable-dependency.js';
import { AppError, type AppErrorOptions } from '../../domain/app-error.js';
import { translate, translateItem } from '../../i18n/translate.js';
import { discardUnreadBody } from './unread-body.js';

/** What a 503 for a service that is away asks the client to wait: about the time a database restart or failover takes. */
export const SERVICE_RETRY_AFTER_SECONDS = 30;

/** The one error shape on the wire, with the status and message of the code's row in the shared table. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: AppErrorOptions = {},
) {
  const { status, message } = ERROR_CODES[code];
  const body: ApiErrorBody = {
    error: {
      ...options.details,
      code,
      message: translate(request.language, message, translateVars(request.language, options.vars)),
    },
  };
  if (options.fields) {
    body.error.fields = Object.fromEntries(
      Object.entries(options.fields).map(([field, keys]) => [field, keys.map((k) => translate(request.language, k))]),
    );
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  // Errors may name what was asked for; like every API answer they are not for caches.
  reply.header('cache-control', 'no-store');
  // An error is the answer that may come before the body was read: the client still gets to send it, and to read this.
  discardUnreadBody(request, reply);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function translateVars(language: Language, vars: AppErrorOptions['vars']) {
  if (!vars) return undefined;
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value
            .map((item) => (typeof item === 'string' ? translate(language, item) : translateItem(language, item)))
            .join(', ')
        : value,
    ]),
  );
}

export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const message = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid';
    fields[key] = [...(fields[key] ?? []), message];
  }
  return fields;
}

/** Fastify's own client errors, by their code. */
function codeOfFastifyError(error: FastifyError): ErrorCode | null {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return 'file_too_large';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return 'payload_too_large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return 'unsupported_media_type';
  if (status < 400 || status >= 500) return null;
  return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
    ? 'malformed_json'
    : 'bad_request';
}

/** Maps every failure to the one wire shape; a 500 never leaks its internal message. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.options);
    if (error instanceof ZodError) {
      return sendError(request, reply, 'validation_failed', { fields: zodFieldErrors(error) });
    }
    const code = codeOfFastifyError(error);
    if (code) return sendError(request, reply, code);
    if (isUnavailableDependency(error)) {
      // A service we depend on is away: a fault of the moment, not of our code or of the caller (docs/operations.md).
      request.log.warn({ err: error }, 'a service the portal depends on is unavailable');
      return sendError(request, reply, 'service_unavailable', {
        headers: { 'retry-after': String(SERVICE_RETRY_AFTER_SECONDS) },
        details: { retryAfterSeconds: SERVICE_RETRY_AFTER_SECONDS },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'internal_error');
  });
}
