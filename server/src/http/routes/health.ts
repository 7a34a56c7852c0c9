import type { FastifyInstance } from 'fastify';
import { checkReadiness, type Readiness } from '../../domain/operations/readiness.js';

export async function healthRoutes(app: FastifyInstance) {
  // The server only listens after migrations ran, so answering at all means the database is ready.
  app.get('/health', async () => ({ status: 'ok' }));
  // For a load balancer or orchestrator: 503 names the check that failed (no detail beyond it: the route is public).
  // Requests arriving while a check runs share its answer: many at once make one probe file, not one each.
  let checking: Promise<Readiness> | undefined;
  app.get('/ready', async (_request, reply) => {
    checking ??= checkReadiness({ db: app.deps.database.db, storage: app.deps.storage }).finally(() => {
      checking = undefined;
    });
    const { ready, checks } = await checking;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
