import { VERIFICATION_CODE_TTL_MS, VERIFICATION_MAX_PER_HOUR } from '@protea/shared/constants';
import { maskPhoneNumber } from '@protea/shared/phone-number';
import type { VerificationSentResponse } from '@protea/shared/schemas/application-record';
import type { SmsSender } from '../../adapters/sms/sms-sender.js';
import { type Database, withTransaction } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import {
  countCodesSentSince,
  deleteVerificationCode,
  findLatestCode,
  insertVerificationCode,
  lockPhoneForCodes,
} from '../../db/repositories/verification-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';
import { AppError, tooManyRequests } from '../app-error.js';
import { hashVerificationCode, newVerificationCode } from './code-hash.js';

const HOUR_MS = 60 * 60 * 1000;

export interface SendCodeDeps {
  db: Database;
  sms: SmsSender;
  sessionSecret: string;
  /** The wait before another code for the same case (60 s; configurable so journeys need not wait). */
  cooldownMs: number;
}

/**
 * Records a new code for the case if its limits allow: one per case per cooldown, five per number per
 * hour. Check and record happen under a lock on the number, so parallel requests cannot overshoot.
 */
async function recordCode(deps: SendCodeDeps, target: CaseRow, phone: string, code: string): Promise<string> {
  return withTransaction(deps.db, async (tx) => {
    await lockPhoneForCodes(tx, phone);
    const latest = await findLatestCode(tx, target.id, phone);
    // A used code does not hold the next one back: resuming right after verifying must work.
    const sinceLatest =
      latest && !latest.consumedAt ? Date.now() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
    if (sinceLatest < deps.cooldownMs) {
      const waitMs = deps.cooldownMs - sinceLatest;
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyRequests('code_cooldown', waitMs, { vars: { seconds }, details: { resendAfterSeconds: seconds } });
    }
    if ((await countCodesSentSince(tx, phone, new Date(Date.now() - HOUR_MS))) >= VERIFICATION_MAX_PER_HOUR) {
      throw tooManyRequests('code_hourly_limit', HOUR_MS);
    }
    return insertVerificationCode(tx, {
      caseId: target.id,
      phone,
      codeHash: hashVerificationCode(deps.sessionSecret, target.id, code),
      expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
    });
  });
}

/**
 * Who a code goes to: the request's own phone and language (the requester), or the phone on file of the account the
 * request names and its holder's language (request-status/tracked-request.ts). Never a number the caller names.
 */
export interface CodeAudience {
  phone: string | null;
  language: string;
}

export const requesterOf = (target: Pick<CaseRow, 'cellPhone' | 'language'>): CodeAudience => ({
  phone: target.cellPhone,
  language: target.language,
});

/**
 * Sends a new code to the phone on file, never to a number the caller names. Sent at once, not
 * through the outbox: the customer is waiting for it, and a code that arrives late is useless.
 */
export async function sendVerificationCode(
  deps: SendCodeDeps,
  target: CaseRow,
  audience: CodeAudience = requesterOf(target),
): Promise<VerificationSentResponse> {
  const { phone } = audience;
  if (!phone) throw new AppError('no_phone');
  const code = newVerificationCode();
  const id = await recordCode(deps, target, phone, code);
  try {
    await deps.sms.send({
      to: phone,
      body: translate(asLanguage(audience.language), 'messages.verificationSms', { code }),
      kind: 'verification-code',
    });
  } catch {
    // Not sent, so not counted: the customer may ask again at once.
    await deleteVerificationCode(deps.db, id);
    throw new AppError('sms_failed');
  }
  return { success: true, maskedPhone: maskPhoneNumber(phone), resendAfterSeconds: Math.ceil(deps.cooldownMs / 1000) };
}
