import { ADMIN_SESSION_MAX_MS, type Language } from '@protea/shared/constants';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { Database } from '../../db/client.js';
import { insertSession, markSignedIn } from '../../db/repositories/admin-repository.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import type { adminUsers } from '../../db/schema.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';
import { adminProfileOf } from './admin-profile.js';

export interface SignInContext {
  ip: string;
  userAgent: string | null;
  /** The language of the back office at sign-in, kept as the member's for what the server writes to them. */
  language: Language;
}

export interface StartedSession {
  admin: AdminProfile;
  token: string;
  expiresAt: Date;
}

/** The end of every successful sign-in, with or without a second factor: the session, the last sign-in, the audit row. */
export async function startSession(
  db: Database,
  sessionSecret: string,
  admin: typeof adminUsers.$inferSelect,
  context: SignInContext,
  method: 'password' | 'totp' | 'recovery_code',
): Promise<StartedSession> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_MAX_MS);
  await insertSession(db, {
    tokenHash: hashSessionToken(sessionSecret, token),
    adminId: admin.id,
    expiresAt,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  await markSignedIn(db, admin.id, context.language);
  await insertAudit(db, {
    adminId: admin.id,
    actor: admin.username,
    action: 'admin.sign_in',
    details: method === 'password' ? undefined : { secondFactor: method },
    ip: context.ip,
  });
  return { admin: adminProfileOf(admin), token, expiresAt };
}
