import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  // The server only listens after migrations ran, so answering at all means the database is ready.
  app.get('/health', async () => ({ status: 'ok' }));
}
