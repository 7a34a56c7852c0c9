import { hash } from '@node-rs/argon2';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { ChangeOwnPasswordInput } from '@protea/shared/schemas/own-password';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import { type Database, withTransaction } from '../../db/client.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import {
  endOtherStaffSessions,
  findStaffById,
  lockStaff,
  updateStaff,
} from '../../db/repositories/staff-repository.js';
import { AppError } from '../app-error.js';
import { adminProfileOf } from './admin-profile.js';
import { checkOwnPassword } from './check-password.js';
import { checkPasswordPolicy } from './password-policy.js';

export interface OwnPasswordContext {
  db: Database;
  throttle: ThrottleStore;
  actor: AdminProfile;
  ip: string;
  /** The hash of this request's session token: the one session the change keeps. */
  sessionTokenHash: string;
}

/**
 * A staff member changes their own password: the current one (counted like a sign-in), a new one that passes the
 * policy and differs from it. Every other session and half-finished sign-in of theirs ends; a temporary password
 * is temporary no more. Audited.
 */
export async function changeOwnPassword(
  ctx: OwnPasswordContext,
  { currentPassword, newPassword }: ChangeOwnPasswordInput,
): Promise<AdminProfile> {
  const admin = await findStaffById(ctx.db, ctx.actor.id);
  if (!admin) throw new AppError('staff_not_found');
  await checkOwnPassword(ctx.throttle, admin, currentPassword, ctx.ip, 'currentPassword');
  await checkPasswordPolicy(newPassword, admin.username);
  if (newPassword === currentPassword) {
    throw new AppError('password_unchanged', { fields: { newPassword: ['errors.passwordUnchanged'] } });
  }
  const passwordHash = await hash(newPassword);
  return withTransaction(ctx.db, async (tx) => {
    const locked = await lockStaff(tx, admin.id);
    // Another change came first: the password checked above is no longer the current one.
    if (locked?.passwordHash !== admin.passwordHash) {
      throw new AppError('wrong_password', { fields: { currentPassword: ['errors.wrongPassword'] } });
    }
    const updated = await updateStaff(tx, admin.id, { passwordHash, mustChangePassword: false });
    const otherSessionsEnded = await endOtherStaffSessions(tx, admin.id, ctx.sessionTokenHash);
    await insertAudit(tx, {
      adminId: admin.id,
      actor: admin.username,
      action: 'staff.password_changed',
      entityType: 'staff',
      entityId: admin.id,
      details: { username: admin.username, wasTemporary: admin.mustChangePassword, otherSessionsEnded },
      ip: ctx.ip,
    });
    return adminProfileOf(updated);
  });
}
