import { sendSmsSchema, sendVerificationSchema } from '@protea/shared/schemas/cell-confirmation';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import {
  findByReferenceOr404,
  isEditableByApplicant,
  loadSessionApplication,
} from '../../domain/applications/application-access.js';
import { inTransaction } from '../../domain/cases/in-transaction.js';
import { queueCustomerMessage } from '../../domain/notifications/queue-customer-message.js';
import { findTerminationToVerify } from '../../domain/terminations/termination-access.js';
import { codeDepsOf, sendVerificationCode } from '../../domain/verification/send-verification-code.js';
import { accessOf } from '../plugins/applicant-session.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';
import { requestThrottle } from '../plugins/request-throttle.js';
import { terminationAccessOf } from './terminations.js';

const SMS_TEMPLATES = { 'submission-confirmation': 'messages.submittedSms' } as const;
const SMS_SEND_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export async function verificationRoutes(app: FastifyInstance) {
  const { database, notifier } = app.deps;
  const db = database.db;

  // The code always goes to the number on file; a phoneNumber in the body is not used.
  app.post('/sms/send-verification', async (request) => {
    const input = sendVerificationSchema.parse(request.body ?? {});
    await limitPerAddress(request, 'code');
    const target = input.terminationId
      ? await findTerminationToVerify(db, await terminationAccessOf(request), input.terminationId)
      : await findByReferenceOr404(db, (input.appNumber ?? input.applicationId)!);
    return sendVerificationCode(codeDepsOf(app.deps), target);
  });

  // Not a relay: only the system's own templates, only to the number on the caller's own application.
  app.post('/sms/send', async (request) => {
    const application = await loadSessionApplication(db, (await accessOf(request)).sessionCaseId);
    const { message } = sendSmsSchema.parse(request.body ?? {});
    // The confirmation is true only once submitted, and is not a way to send SMS without end.
    if (isEditableByApplicant(application.status)) throw new AppError('not_submitted');
    const taken = await requestThrottle(request).take([`sms-send:${application.id}`], SMS_SEND_PER_HOUR, HOUR_MS);
    if (!taken.allowed) throw new AppError('sms_limit');
    const queued = await inTransaction({ db, notifier }, (tx) =>
      queueCustomerMessage(tx, application, { purpose: message, smsKey: SMS_TEMPLATES[message] }),
    );
    return { success: true, smsSent: queued.length > 0 };
  });
}
