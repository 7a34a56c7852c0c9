import type { SiteConfig } from '@protea/shared/schemas/site-config';
import type { FastifyInstance } from 'fastify';

export async function siteConfigRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const body: SiteConfig = {
    contact: { phone: config.CONTACT_PHONE, email: config.CONTACT_EMAIL, address: config.CONTACT_ADDRESS },
    isTestEnvironment: database.kind === 'pglite',
  };
  app.get('/site-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
