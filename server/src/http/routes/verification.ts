import { sendSmsSchema, sendVerificationSchema } from '@protea/shared/schemas/residential-application';
import type { FastifyInstance } from 'fastify';
import { findByReferenceOr404, loadSessionApplication } from '../../domain/applications/application-access.js';
import { notifyApplicant } from '../../domain/applications/notify-applicant.js';
import { sendVerificationCode } from '../../domain/verification/send-verification-code.js';
import { accessOf } from '../plugins/applicant-session.js';

const SMS_TEMPLATES = { 'submission-confirmation': 'messages.submittedSms' } as const;

export async function verificationRoutes(app: FastifyInstance) {
  const { database, config, sms, email } = app.deps;
  const db = database.db;

  // The code always goes to the number on file; a phoneNumber in the body is not used.
  app.post('/sms/send-verification', async (request) => {
    const input = sendVerificationSchema.parse(request.body ?? {});
    const application = await findByReferenceOr404(db, (input.appNumber ?? input.applicationId)!);
    return sendVerificationCode({ db, sms, sessionSecret: config.SESSION_SECRET }, application);
  });

  // Not a relay: only the system's own templates, only to the number on the caller's own application.
  app.post('/sms/send', async (request) => {
    const { message } = sendSmsSchema.parse(request.body ?? {});
    const application = await loadSessionApplication(db, (await accessOf(request)).sessionApplicationId);
    const { smsSent } = await notifyApplicant({ sms, email, log: request.log }, application, {
      kind: message,
      smsKey: SMS_TEMPLATES[message],
    });
    return { success: true, smsSent };
  });
}
