import type { FastifyInstance } from 'fastify';
import { adminSessionRoutes } from './routes/admin-session.js';
import { applicationLookupRoutes } from './routes/application-lookup.js';
import { formRoutes } from './routes/forms.js';
import { healthRoutes } from './routes/health.js';
import { siteConfigRoutes } from './routes/site-config.js';

/** Every API route, registered once here and mounted under both prefixes by the app. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(siteConfigRoutes);
  await app.register(formRoutes);
  await app.register(adminSessionRoutes);
  await app.register(applicationLookupRoutes);
}
