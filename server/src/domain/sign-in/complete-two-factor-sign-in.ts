import { ADMIN_TWO_FACTOR_MAX_ATTEMPTS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@protea/shared/constants';
import { isTotpCode } from '@protea/shared/schemas/two-factor';
import { type Database, withTransaction } from '../../db/client.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import { findStaffById, type StaffRow } from '../../db/repositories/staff-repository.js';
import {
  countChallengeAttempt,
  countUnusedRecoveryCodes,
  deleteChallenge,
  findLiveChallenge,
  useRecoveryCode,
  useTotpStep,
} from '../../db/repositories/two-factor-repository.js';
import { AppError, tooManyRequests } from '../app-error.js';
import { hashSessionToken } from '../session-token.js';
import { type SignInDeps, signInThrottleKeys } from './sign-in.js';
import { type SignInContext, type StartedSession, startSession } from './start-session.js';
import { hashRecoveryCode } from './two-factor/recovery-codes.js';
import { matchingTotpStep } from './two-factor/totp.js';
import { openTotpSecret } from './two-factor/totp-secret-box.js';

type SecondFactor = 'totp' | 'recovery_code';

type Refusal = 'invalid_two_factor_code' | 'two_factor_code_used';

/** A code refused inside the transaction: rolled back, so the challenge stays for another try. */
class Refused extends Error {
  constructor(readonly reason: Refusal = 'invalid_two_factor_code') {
    super(reason);
  }
}

/**
 * The second step of a sign-in: the challenge cookie of a right password, and the authenticator's current code or an
 * unused recovery code. Wrong codes count against the challenge (five tries) and the sign-in throttle alike.
 */
export async function completeTwoFactorSignIn(
  deps: SignInDeps,
  challengeToken: string | undefined,
  code: string,
  context: SignInContext,
): Promise<StartedSession> {
  const { db, sessionSecret } = deps;
  const challenge = challengeToken
    ? await findLiveChallenge(db, hashSessionToken(sessionSecret, challengeToken))
    : undefined;
  const admin = challenge ? await findStaffById(db, challenge.adminId) : undefined;
  if (!challenge || !admin?.isActive) throw new AppError('two_factor_expired');

  const keys = signInThrottleKeys(admin.username, context.ip);
  const taken = await deps.throttle.take(keys, LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MS);
  if (!taken.allowed) {
    await insertAudit(db, {
      adminId: admin.id,
      actor: admin.username,
      action: 'admin.sign_in_throttled',
      details: { username: admin.username, step: 'two_factor' },
      ip: context.ip,
    });
    throw tooManyRequests('too_many_attempts', taken.retryAfterMs);
  }
  if (!(await countChallengeAttempt(db, challenge.id, ADMIN_TWO_FACTOR_MAX_ATTEMPTS))) {
    // Spent: no code was checked, so the throttle gets its attempt back; the sign-in starts again.
    await deps.throttle.giveBack(keys, taken.ticket);
    await deleteChallenge(db, challenge.id);
    throw new AppError('two_factor_expired');
  }

  const method: SecondFactor = isTotpCode(code) ? 'totp' : 'recovery_code';
  // The challenge is taken first and the code used up in the same transaction, which rolls back when the code is
  // refused: of requests racing on one challenge or with one code only one signs in, and every such transaction
  // locks the challenge before the code and the staff row, so none waits on another in a circle.
  const session = await withTransaction(db, async (tx) => {
    if (!(await deleteChallenge(tx, challenge.id))) throw new Refused();
    const refusal = await refusalOfSecondFactor(tx, sessionSecret, admin, method, code);
    if (refusal) throw new Refused(refusal);
    if (method === 'recovery_code') {
      await insertAudit(tx, {
        adminId: admin.id,
        actor: admin.username,
        action: 'admin.recovery_code_used',
        entityType: 'staff',
        entityId: admin.id,
        details: { username: admin.username, recoveryCodesLeft: await countUnusedRecoveryCodes(tx, admin.id) },
        ip: context.ip,
      });
    }
    return startSession(tx, sessionSecret, admin, context, method);
  }).catch((error: unknown) => {
    if (error instanceof Refused) return error;
    throw error;
  });

  if (session instanceof Refused) {
    await insertAudit(db, {
      adminId: admin.id,
      actor: admin.username,
      action: 'admin.two_factor_failed',
      entityType: 'staff',
      entityId: admin.id,
      details: { username: admin.username, method, reason: session.reason },
      ip: context.ip,
    });
    throw new AppError(session.reason);
  }
  await deps.throttle.giveBack(keys, taken.ticket);
  await deps.throttle.clear(keys[0]!);
  return session;
}

/** Uses the code up and answers null, or answers why it is refused. */
async function refusalOfSecondFactor(
  tx: Database,
  sessionSecret: string,
  admin: StaffRow,
  method: SecondFactor,
  code: string,
): Promise<Refusal | null> {
  if (method === 'recovery_code') {
    const used = await useRecoveryCode(tx, admin.id, hashRecoveryCode(sessionSecret, admin.id, code));
    return used ? null : 'invalid_two_factor_code';
  }
  const secret = openTotpSecret(sessionSecret, admin.id, admin.totpSecret);
  const step = secret ? matchingTotpStep(secret, code) : null;
  if (step === null) return 'invalid_two_factor_code';
  // A code already used (or older than the last one used) is refused: a code seen over a shoulder is worth nothing.
  // Said as such, not as a wrong code: the code that turned two-factor on is used up, and the app still shows it
  // for the rest of its 30 seconds when its owner signs in again at once (issue 28).
  return (await useTotpStep(tx, admin.id, step)) ? null : 'two_factor_code_used';
}
