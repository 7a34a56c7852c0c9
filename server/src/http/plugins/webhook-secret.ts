import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';

export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * A gateway's call must carry the shared secret, in the query (`?secret=`: most gateways let one set only a URL) or
 * the X-Webhook-Secret header; else 401 before its body is read. Both sides are hashed first so the comparison takes
 * the same time whatever the length or the first wrong character. With no secret configured every call is refused.
 */
export async function requireWebhookSecret(request: FastifyRequest, expected: string | undefined): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  const header = request.headers[WEBHOOK_SECRET_HEADER];
  const given = typeof query?.secret === 'string' ? query.secret : typeof header === 'string' ? header : undefined;
  if (expected === undefined || given === undefined || !timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError('unauthorized');
  }
}
