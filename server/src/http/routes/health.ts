import type { FastifyInstance } from 'fastify';
import { checkReadiness } from '../../domain/operations/readiness.js';

export async function healthRoutes(app: FastifyInstance) {
  // The server only listens after migrations ran, so answering at all means the database is ready.
  app.get('/health', async () => ({ status: 'ok' }));
  // For a load balancer or orchestrator: 503 names the check that failed (no detail beyond it: the route is public).
  app.get('/ready', async (_request, reply) => {
    const { ready, checks } = await checkReadiness({ db: app.deps.database.db, storage: app.deps.storage });
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
