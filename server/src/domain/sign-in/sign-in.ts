import { hash, verify } from '@node-rs/argon2';
import { ADMIN_TWO_FACTOR_CHALLENGE_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@protea/shared/constants';
import type { AdminLoginInput } from '@protea/shared/schemas/admin-login';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import type { Database } from '../../db/client.js';
import { findAdminByUsername } from '../../db/repositories/admin-repository.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import { insertChallenge } from '../../db/repositories/two-factor-repository.js';
import { AppError, tooManyRequests } from '../app-error.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';
import { type SignInContext, type StartedSession, startSession } from './start-session.js';
import { readableTotpSecret } from './two-factor/readable-totp-secret.js';

export type { SignInContext } from './start-session.js';

export interface SignInDeps {
  db: Database;
  throttle: ThrottleStore;
  sessionSecret: string;
}

export type SignInResult =
  | ({ twoFactorRequired: false } & StartedSession)
  | { twoFactorRequired: true; challengeToken: string; expiresAt: Date };

/** The sign-in throttle's keys: one per username, one per client address. */
export const signInThrottleKeys = (username: string, ip: string) => [`login:user:${username}`, `login:ip:${ip}`];

// Verifying against a real hash when the user does not exist keeps the timing of both failures alike.
const dummyHash = hash('not-a-real-password-but-a-timing-guard');

export async function signIn(deps: SignInDeps, input: AdminLoginInput, context: SignInContext): Promise<SignInResult> {
  const username = input.username.trim().toLowerCase();
  const keys = signInThrottleKeys(username, context.ip);
  // The attempt is counted before the password is checked, atomically: at most five are checked per
  // username and per address in the window, however many arrive at once.
  const taken = await deps.throttle.take(keys, LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MS);
  if (!taken.allowed) {
    await insertAudit(deps.db, {
      actor: username,
      action: 'admin.sign_in_throttled',
      details: { username },
      ip: context.ip,
    });
    throw tooManyRequests('too_many_attempts', taken.retryAfterMs);
  }

  const admin = await findAdminByUsername(deps.db, username);
  const isValid = await verify(admin?.isActive ? admin.passwordHash : await dummyHash, input.password);

  if (!admin?.isActive || !isValid) {
    await insertAudit(deps.db, {
      adminId: admin?.id ?? null,
      actor: username,
      action: 'admin.sign_in_failed',
      details: { username },
      ip: context.ip,
    });
    throw new AppError('invalid_credentials');
  }

  // A right password counts against no one.
  await deps.throttle.giveBack(keys, taken.ticket);
  if (await readableTotpSecret(deps.db, deps.sessionSecret, admin, context.ip)) {
    // The username's failures stay counted until the second step succeeds too: a known password gives no more
    // guesses at the code than the throttle allows.
    const challengeToken = newSessionToken();
    const expiresAt = new Date(Date.now() + ADMIN_TWO_FACTOR_CHALLENGE_MS);
    await insertChallenge(deps.db, {
      tokenHash: hashSessionToken(deps.sessionSecret, challengeToken),
      adminId: admin.id,
      expiresAt,
    });
    return { twoFactorRequired: true, challengeToken, expiresAt };
  }
  await deps.throttle.clear(keys[0]!);
  return { twoFactorRequired: false, ...(await startSession(deps.db, deps.sessionSecret, admin, context, 'password')) };
}
