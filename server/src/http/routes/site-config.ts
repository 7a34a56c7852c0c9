import type { SiteConfig } from '@protea/shared/schemas/site-config';
import type { FastifyInstance } from 'fastify';

/** What the public pages show of the settings: the contact details, and whether this is a test installation. */
export function siteConfigOf({ config, database }: Pick<FastifyInstance['deps'], 'config' | 'database'>): SiteConfig {
  return {
    contact: { phone: config.CONTACT_PHONE, email: config.CONTACT_EMAIL, address: config.CONTACT_ADDRESS },
    isTestEnvironment: database.kind === 'pglite',
  };
}

export async function siteConfigRoutes(app: FastifyInstance) {
  const body = siteConfigOf(app.deps);
  app.get('/site-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
