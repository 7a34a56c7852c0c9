import { VERIFICATION_CODE_TTL_MS, VERIFICATION_MAX_PER_HOUR } from '@protea/shared/constants';
import { maskPhoneNumber } from '@protea/shared/phone-number';
import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import { SmsRejectedError, type SmsSender } from '../../adapters/sms/sms-sender.js';
import { type Database, withTransaction } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { insertNotification } from '../../db/repositories/notification-repository.js';
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
  /** Where a code the gateway was too slow to take waits to be sent again. */
  notifier: { nudge(): void };
  sessionSecret: string;
  /** The wait before another code for the same case (60 s; configurable so journeys need not wait). */
  cooldownMs: number;
  /** How long the customer waits for the gateway before being told the code is on its way (2 s). */
  answerWithinMs: number;
}

/** The code deps of the app's services and settings, alike for every route that sends a code. */
export function codeDepsOf(deps: {
  database: { db: Database };
  sms: SmsSender;
  notifier: { nudge(): void };
  config: { SESSION_SECRET: string; VERIFICATION_RESEND_SECONDS: number; SMS_CODE_WAIT_MS: number };
}): SendCodeDeps {
  return {
    db: deps.database.db,
    sms: deps.sms,
    notifier: deps.notifier,
    sessionSecret: deps.config.SESSION_SECRET,
    cooldownMs: deps.config.VERIFICATION_RESEND_SECONDS * 1000,
    answerWithinMs: deps.config.SMS_CODE_WAIT_MS,
  };
}

/**
 * Records a new code for the case if its limits allow: one per case per cooldown, five per number per
 * hour. Check and record happen under a lock on the number, so parallel requests cannot overshoot.
 */
async function recordCode(
  deps: SendCodeDeps,
  target: CaseRow,
  phone: string,
  code: string,
  expiresAt: Date,
): Promise<string> {
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
      expiresAt,
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
 * Sends a new code to the phone on file, never to a number the caller names, at once rather than through the outbox:
 * the customer is waiting for it. The customer waits `answerWithinMs` at most (issue 40): a gateway still busy then
 * keeps going, and a code it fails to take is queued in the outbox until the code expires ("on its way"). A gateway that
 * is down answers 503 with Retry-After and one that refuses the message 502; neither code is counted, so the customer
 * may ask again at once.
 */
export async function sendVerificationCode(
  deps: SendCodeDeps,
  target: CaseRow,
  audience: CodeAudience = requesterOf(target),
): Promise<VerificationSentResponse> {
  const { phone } = audience;
  if (!phone) throw new AppError('no_phone');
  const code = newVerificationCode();
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_MS);
  const id = await recordCode(deps, target, phone, code, expiresAt);
  const language = asLanguage(audience.language);
  const sending = deps.sms.send({
    to: phone,
    body: translate(language, 'messages.verificationSms', { code }),
    kind: 'verification-code',
  });
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    sending.then(
      () => ({ sent: true as const }),
      (error: unknown) => ({ sent: false as const, error }),
    ),
    new Promise<'waiting'>((resolve) => {
      timer = setTimeout(() => resolve('waiting'), deps.answerWithinMs);
    }),
  ]).finally(() => clearTimeout(timer));
  const answer = {
    success: true as const,
    maskedPhone: maskPhoneNumber(phone),
    resendAfterSeconds: Math.ceil(deps.cooldownMs / 1000),
  };
  if (outcome === 'waiting') {
    sending.catch(() => queueCode(deps, { caseId: target.id, phone, language, code, expiresAt }));
    return { ...answer, queued: true };
  }
  if (outcome.sent) return answer;
  await deleteVerificationCode(deps.db, id);
  if (outcome.error instanceof SmsRejectedError) throw new AppError('sms_failed');
  throw new AppError('sms_unavailable', {
    headers: { 'retry-after': String(SMS_RETRY_AFTER_SECONDS) },
    details: { retryAfterSeconds: SMS_RETRY_AFTER_SECONDS },
  });
}

/** What a 503 for a gateway that is down asks the customer to wait before asking again. */
const SMS_RETRY_AFTER_SECONDS = 60;

/** The gateway was slow and then failed: the code goes out through the outbox while it is still good. */
async function queueCode(
  deps: SendCodeDeps,
  message: { caseId: string; phone: string; language: string; code: string; expiresAt: Date },
) {
  const { caseId, phone, language, code, expiresAt } = message;
  try {
    await insertNotification(deps.db, {
      caseId,
      channel: 'sms',
      recipient: phone,
      purpose: 'verification-code',
      language,
      bodyKey: 'messages.verificationSms',
      vars: { code },
      expiresAt,
    });
    deps.notifier.nudge();
  } catch {
    // The database is away as well: the customer, told the code is on its way, asks again when it does not come.
  }
}
