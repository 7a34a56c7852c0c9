import type { FastifyInstance } from 'fastify';
import { acceptUploads } from './plugins/read-upload.js';
import { adminCaseRoutes } from './routes/admin-cases.js';
import { adminDocumentRoutes } from './routes/admin-documents.js';
import {
  adminReferenceChangeRoutes,
  adminReferenceImportRoutes,
  adminReferenceReadRoutes,
} from './routes/admin-reference.js';
import { adminReviewRoutes } from './routes/admin-review.js';
import { adminSessionRoutes } from './routes/admin-session.js';
import { adminStaffRoutes } from './routes/admin-staff.js';
import { adminTwoFactorRoutes } from './routes/admin-two-factor.js';
import { applicationLookupRoutes } from './routes/application-lookup.js';
import { applicationPdfRoutes } from './routes/application-pdf.js';
import { applicationRoutes } from './routes/application-routes.js';
import { assistantRoutes } from './routes/assistant.js';
import { customerDataRoutes } from './routes/customer-data.js';
import { customerSignOutRoutes } from './routes/customer-sign-out.js';
import { documentRoutes } from './routes/documents.js';
import { draftRoutes } from './routes/drafts.js';
import { formRoutes } from './routes/forms.js';
import { healthRoutes } from './routes/health.js';
import { premisesRoutes } from './routes/premises.js';
import { requestStatusRoutes } from './routes/request-status.js';
import { signatureRoutes } from './routes/signature.js';
import { siteConfigRoutes } from './routes/site-config.js';
import { smsWebhookRoutes } from './routes/sms-webhooks.js';
import { terminationRoutes } from './routes/terminations.js';
import { verificationRoutes } from './routes/verification.js';
import { verifyRoutes } from './routes/verify.js';
import { welcomeLetterRoutes } from './routes/welcome-letter.js';

/**
 * Every API route, registered once under BASE_PATH/api (the app rewrites /api/... there). The route modules are called
 * on this instance rather than registered as plugins of their own: Fastify gives each plugin its own Request and
 * Reply classes, and the more classes reach its shared code the slower that code runs for every answer
 * (docs/performance/million-rows.md). Staff routes get their guards per route (guardedRoutes); the routes that take
 * uploads share the one context that parses multipart bodies.
 */
export async function apiRoutes(app: FastifyInstance) {
  await healthRoutes(app);
  await siteConfigRoutes(app);
  await formRoutes(app);
  await adminSessionRoutes(app);
  await applicationLookupRoutes(app);
  await draftRoutes(app);
  await applicationRoutes(app);
  await verificationRoutes(app);
  await signatureRoutes(app);
  await applicationPdfRoutes(app);
  await premisesRoutes(app);
  await customerDataRoutes(app);
  await customerSignOutRoutes(app);
  await requestStatusRoutes(app);
  await welcomeLetterRoutes(app);
  await adminCaseRoutes(app);
  await adminReviewRoutes(app);
  await assistantRoutes(app);
  await verifyRoutes(app);
  await smsWebhookRoutes(app);
  await adminStaffRoutes(app);
  await adminTwoFactorRoutes(app);
  await adminReferenceReadRoutes(app);
  await adminReferenceChangeRoutes(app);
  await app.register(async (uploads) => {
    await acceptUploads(uploads);
    await documentRoutes(uploads);
    await terminationRoutes(uploads);
    await adminDocumentRoutes(uploads);
    await adminReferenceImportRoutes(uploads);
  });
}
