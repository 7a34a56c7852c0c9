import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../domain/app-error.js';
import { requestThrottle } from './request-throttle.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits per client address what lets a stranger probe the register or make SMS go out: reference
 * lookups (and code checks) per minute, code requests per hour, and the wizard's draft saves per minute (a stranger
 * would fill the database). 429 with Retry-After beyond them.
 */
export async function limitPerAddress(request: FastifyRequest, what: 'lookup' | 'code' | 'draft') {
  const { config } = request.server.deps;
  const limits = {
    lookup: [config.LOOKUP_LIMIT_PER_MINUTE, MINUTE_MS],
    code: [config.CODE_REQUEST_LIMIT_PER_HOUR, HOUR_MS],
    draft: [config.DRAFT_SAVE_LIMIT_PER_MINUTE, MINUTE_MS],
  } as const;
  const [limit, windowMs] = limits[what];
  const taken = await requestThrottle(request).take([`${what}:ip:${request.ip}`], limit, windowMs);
  if (!taken.allowed) throw tooManyRequests('too_many_requests', taken.retryAfterMs);
}
