import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_PER_HOUR,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '@protea/shared/constants';
import { maskPhoneNumber } from '@protea/shared/phone-number';
import type { VerificationSentResponse } from '@protea/shared/schemas/application-record';
import type { SmsSender } from '../../adapters/sms/sms-sender.js';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import {
  countCodesSentSince,
  deleteVerificationCode,
  findLatestCode,
  insertVerificationCode,
} from '../../db/repositories/verification-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';
import { AppError } from '../app-error.js';
import { hashVerificationCode, newVerificationCode } from './code-hash.js';

const HOUR_MS = 60 * 60 * 1000;

/** Sends a new code to the phone on file, never to a number the caller names. */
export async function sendVerificationCode(
  deps: { db: Database; sms: SmsSender; sessionSecret: string },
  application: ApplicationRow,
): Promise<VerificationSentResponse> {
  const phone = application.cellPhone;
  if (!phone) throw new AppError('no_phone', 409, 'errors.noCodeSent');

  const latest = await findLatestCode(deps.db, application.id);
  // A used code does not hold the next one back: resuming right after verifying must work.
  const sinceLatest = latest && !latest.consumedAt ? Date.now() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLatest < VERIFICATION_RESEND_COOLDOWN_MS) {
    const seconds = Math.ceil((VERIFICATION_RESEND_COOLDOWN_MS - sinceLatest) / 1000);
    throw new AppError('code_cooldown', 429, 'errors.codeCooldown', {
      vars: { seconds },
      details: { resendAfterSeconds: seconds },
    });
  }
  if ((await countCodesSentSince(deps.db, phone, new Date(Date.now() - HOUR_MS))) >= VERIFICATION_MAX_PER_HOUR) {
    throw new AppError('code_hourly_limit', 429, 'errors.codeHourlyLimit');
  }

  const code = newVerificationCode();
  const id = await insertVerificationCode(deps.db, {
    applicationId: application.id,
    phone,
    codeHash: hashVerificationCode(deps.sessionSecret, application.id, code),
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
  });
  try {
    await deps.sms.send({
      to: phone,
      body: translate(asLanguage(application.language), 'messages.verificationSms', { code }),
      kind: 'verification-code',
    });
  } catch {
    // Not sent, so not counted: the applicant may ask again at once.
    await deleteVerificationCode(deps.db, id);
    throw new AppError('sms_failed', 502, 'errors.smsFailed');
  }
  return {
    success: true,
    maskedPhone: maskPhoneNumber(phone),
    resendAfterSeconds: VERIFICATION_RESEND_COOLDOWN_MS / 1000,
  };
}
