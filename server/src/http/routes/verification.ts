import { sendSmsSchema, sendVerificationSchema } from '@protea/shared/schemas/residential-application';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import {
  EDITABLE_STATUSES,
  findByReferenceOr404,
  loadSessionApplication,
} from '../../domain/applications/application-access.js';
import { notifyApplicant } from '../../domain/applications/notify-applicant.js';
import { sendVerificationCode } from '../../domain/verification/send-verification-code.js';
import { accessOf } from '../plugins/applicant-session.js';

const SMS_TEMPLATES = { 'submission-confirmation': 'messages.submittedSms' } as const;
const SMS_SEND_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export async function verificationRoutes(app: FastifyInstance) {
  const { database, config, sms, email, throttle } = app.deps;
  const db = database.db;

  // The code always goes to the number on file; a phoneNumber in the body is not used.
  app.post('/sms/send-verification', async (request) => {
    const input = sendVerificationSchema.parse(request.body ?? {});
    const application = await findByReferenceOr404(db, (input.appNumber ?? input.applicationId)!);
    return sendVerificationCode({ db, sms, sessionSecret: config.SESSION_SECRET }, application);
  });

  // Not a relay: only the system's own templates, only to the number on the caller's own application.
  app.post('/sms/send', async (request) => {
    const application = await loadSessionApplication(db, (await accessOf(request)).sessionApplicationId);
    const { message } = sendSmsSchema.parse(request.body ?? {});
    // The confirmation is true only once submitted, and is not a way to send SMS without end.
    if (EDITABLE_STATUSES.has(application.status)) throw new AppError('not_submitted', 409, 'errors.notSubmitted');
    const key = `sms-send:${application.id}`;
    if ((await throttle.count(key, HOUR_MS)) >= SMS_SEND_PER_HOUR) {
      throw new AppError('sms_limit', 429, 'errors.smsLimit');
    }
    await throttle.record(key, HOUR_MS);
    const { smsSent } = await notifyApplicant({ sms, email, log: request.log }, application, {
      kind: message,
      smsKey: SMS_TEMPLATES[message],
    });
    return { success: true, smsSent };
  });
}
