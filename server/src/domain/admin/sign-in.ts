import { hash, verify } from '@node-rs/argon2';
import { ADMIN_SESSION_MAX_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@protea/shared/constants';
import type { AdminLoginInput, AdminProfile } from '@protea/shared/schemas/admin-login';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import type { Database } from '../../db/client.js';
import { findAdminByUsername, insertSession } from '../../db/repositories/admin-repository.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import { AppError, tooManyRequests } from '../app-error.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';

export interface SignInDeps {
  db: Database;
  throttle: ThrottleStore;
  sessionSecret: string;
}

export interface SignInContext {
  ip: string;
  userAgent: string | null;
}

// Verifying against a real hash when the user does not exist keeps the timing of both failures alike.
const dummyHash = hash('not-a-real-password-but-a-timing-guard');

export async function signIn(
  deps: SignInDeps,
  input: AdminLoginInput,
  context: SignInContext,
): Promise<{ admin: AdminProfile; token: string; expiresAt: Date }> {
  const username = input.username.trim().toLowerCase();
  const keys = [`login:user:${username}`, `login:ip:${context.ip}`];
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

  // A successful sign-in counts against no one, and clears the username's failures.
  await deps.throttle.giveBack(keys, taken.ticket);
  await deps.throttle.clear(keys[0]!);
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_MAX_MS);
  await insertSession(deps.db, {
    tokenHash: hashSessionToken(deps.sessionSecret, token),
    adminId: admin.id,
    expiresAt,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  await insertAudit(deps.db, { adminId: admin.id, actor: admin.username, action: 'admin.sign_in', ip: context.ip });
  return { admin: { id: admin.id, username: admin.username, displayName: admin.displayName }, token, expiresAt };
}
