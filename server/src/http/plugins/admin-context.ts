import type { FastifyRequest } from 'fastify';
import { resumeUrlOf } from '../../config/resume-url.js';
import type { AdminContext } from '../../domain/cases/admin-context.js';

/**
 * What a staff member's change needs to know of its request, for every admin route: the database, the message
 * worker, who acts from where in which language, and where a customer resumes (`PUBLIC_URL`, else this server).
 */
export function adminContextOf(request: FastifyRequest): AdminContext {
  const { database, config, notifier } = request.server.deps;
  return {
    db: database.db,
    notifier,
    admin: request.admin!,
    ip: request.ip,
    language: request.language,
    resumeUrl: resumeUrlOf(config),
  };
}
