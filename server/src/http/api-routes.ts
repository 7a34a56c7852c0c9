import type { FastifyInstance } from 'fastify';
import { adminApplicationRoutes } from './routes/admin-applications.js';
import { adminDocumentRoutes } from './routes/admin-documents.js';
import { adminReviewRoutes } from './routes/admin-review.js';
import { adminSessionRoutes } from './routes/admin-session.js';
import { adminStaffRoutes } from './routes/admin-staff.js';
import { adminTerminationRoutes } from './routes/admin-terminations.js';
import { adminTwoFactorRoutes } from './routes/admin-two-factor.js';
import { applicationLookupRoutes } from './routes/application-lookup.js';
import { applicationPdfRoutes } from './routes/application-pdf.js';
import { assistantRoutes } from './routes/assistant.js';
import { customerDataRoutes } from './routes/customer-data.js';
import { documentRoutes } from './routes/documents.js';
import { formRoutes } from './routes/forms.js';
import { healthRoutes } from './routes/health.js';
import { premisesRoutes } from './routes/premises.js';
import { residentialApplicationRoutes } from './routes/residential-applications.js';
import { signatureRoutes } from './routes/signature.js';
import { siteConfigRoutes } from './routes/site-config.js';
import { terminationRoutes } from './routes/terminations.js';
import { verificationRoutes } from './routes/verification.js';
import { verifyRoutes } from './routes/verify.js';

/** Every API route, registered once here and mounted under both prefixes by the app. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(siteConfigRoutes);
  await app.register(formRoutes);
  await app.register(adminSessionRoutes);
  await app.register(applicationLookupRoutes);
  await app.register(residentialApplicationRoutes);
  await app.register(verificationRoutes);
  await app.register(documentRoutes);
  await app.register(signatureRoutes);
  await app.register(applicationPdfRoutes);
  await app.register(premisesRoutes);
  await app.register(terminationRoutes);
  await app.register(customerDataRoutes);
  await app.register(adminApplicationRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminDocumentRoutes);
  await app.register(adminTerminationRoutes);
  await app.register(assistantRoutes);
  await app.register(verifyRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminTwoFactorRoutes);
}
