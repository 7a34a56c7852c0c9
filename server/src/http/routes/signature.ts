import { saveSignatureSchema } from '@protea/shared/schemas/application-steps';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../domain/app-error.js';
import { loadOwnApplication } from '../../domain/applications/application-access.js';
import { submitApplication } from '../../domain/applications/submit-application.js';
import { accessOf } from '../plugins/applicant-session.js';

export async function signatureRoutes(app: FastifyInstance) {
  const { database, storage, notifier } = app.deps;

  // Saving the signature is the act of submitting (spec 1 section 4, "Submit").
  app.post('/save-signature', async (request) => {
    const access = await accessOf(request);
    if (!access.sessionCaseId) throw unauthorized();
    const input = saveSignatureSchema.parse(request.body ?? {});
    const application = await loadOwnApplication(database.db, input.applicationNumber, access);
    const queued = await submitApplication(
      { db: database.db, storage, notifier },
      application.id,
      input,
      request.ip,
      // The language the page is in (the web app always says): a caller that names none keeps the application's.
      request.headers['x-language'] ? request.language : undefined,
    );
    return { success: true, ...queued };
  });
}
