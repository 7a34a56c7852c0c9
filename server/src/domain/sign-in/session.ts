import { ADMIN_SESSION_IDLE_MS } from '@protea/shared/constants';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { Database } from '../../db/client.js';
import { deleteSession, findLiveSession, touchSession } from '../../db/repositories/admin-repository.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import { hashSessionToken } from '../session-token.js';
import { adminProfileOf } from './admin-profile.js';

const TOUCH_EVERY_MS = 60 * 1000;

export async function getSessionAdmin(
  db: Database,
  sessionSecret: string,
  token: string,
): Promise<AdminProfile | null> {
  const found = await findLiveSession(
    db,
    hashSessionToken(sessionSecret, token),
    new Date(Date.now() - ADMIN_SESSION_IDLE_MS),
  );
  if (!found) return null;
  // Sliding idle expiry without a write on every request.
  if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, found.session.id);
  return adminProfileOf(found.admin);
}

/** Staff acting as staff where customers and staff share a route: nobody while the password is a temporary one. */
export const actingStaff = (admin: AdminProfile | null) => (admin?.mustChangePassword ? null : admin);

export async function signOut(
  db: Database,
  sessionSecret: string,
  token: string,
  admin: AdminProfile,
  ip: string,
): Promise<void> {
  await deleteSession(db, hashSessionToken(sessionSecret, token));
  await insertAudit(db, { adminId: admin.id, actor: admin.username, action: 'admin.sign_out', ip });
}
