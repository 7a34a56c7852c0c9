import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { StaffMember } from '@protea/shared/schemas/staff';
import type { Database } from '../../db/client.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { isTwoFactorOn } from '../sign-in/two-factor/two-factor-status.js';

/** Who changes staff, from where: every change is audited with both. */
export interface StaffContext {
  db: Database;
  sessionSecret: string;
  actor: AdminProfile;
  ip: string;
}

export const staffMemberOf = (sessionSecret: string, row: StaffRow): StaffMember => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  email: row.email,
  isActive: row.isActive,
  twoFactorEnabled: isTwoFactorOn(sessionSecret, row),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** An audit row about a staff member: never a password or a secret in `details`. */
export const auditStaff = (
  ctx: StaffContext,
  tx: Database,
  action: string,
  staff: Pick<StaffRow, 'id' | 'username'>,
  details: Record<string, unknown> = {},
) =>
  insertAudit(tx, {
    adminId: ctx.actor.id,
    actor: ctx.actor.username,
    action,
    entityType: 'staff',
    entityId: staff.id,
    details: { username: staff.username, ...details },
    ip: ctx.ip,
  });
