import { hash } from '@node-rs/argon2';
import type { StaffMember, StaffRole, StaffWithPassword } from '@protea/shared/schemas/staff';
import { type Database, withTransaction } from '../../db/client.js';
import {
  countActiveAdministrators,
  endStaffSessions,
  lockAdministrators,
  lockStaff,
  type StaffRow,
  updateStaff,
} from '../../db/repositories/staff-repository.js';
import { generatePassword } from '../sign-in/generate-password.js';
import { AppError } from '../app-error.js';
import { auditStaff, type StaffContext, staffMemberOf } from './staff-context.js';

/**
 * One change to one staff member in one transaction, the row locked: 404 for an unknown id, 409 when it is the
 * administrator's own account (`allowSelf` aside).
 */
async function changeStaff<T>(
  ctx: StaffContext,
  id: string,
  work: (tx: Database, staff: StaffRow) => Promise<T>,
  { allowSelf = false } = {},
): Promise<T> {
  return withTransaction(ctx.db, async (tx) => {
    // Administrators first, then the row, in every change: none waits on another in a circle.
    await lockAdministrators(tx);
    const staff = await lockStaff(tx, id);
    if (!staff) throw new AppError('staff_not_found');
    if (!allowSelf && staff.id === ctx.actor.id) throw new AppError('cannot_change_own_account');
    return work(tx, staff);
  });
}

/** Refuses a change that would leave no active administrator. */
async function keepAnAdministrator(tx: Database, staff: StaffRow) {
  if (staff.isActive && staff.role === 'administrator' && (await countActiveAdministrators(tx)) <= 1) {
    throw new AppError('last_administrator');
  }
}

/** Deactivated: signed out at once (sessions and half-finished sign-ins deleted), and cannot sign in. */
export function deactivateStaff(ctx: StaffContext, id: string): Promise<StaffMember> {
  return changeStaff(ctx, id, async (tx, staff) => {
    if (!staff.isActive) return staffMemberOf(ctx.sessionSecret, staff);
    await keepAnAdministrator(tx, staff);
    const updated = await updateStaff(tx, staff.id, { isActive: false });
    await endStaffSessions(tx, staff.id);
    await auditStaff(ctx, tx, 'staff.deactivated', staff, { statusBefore: 'active', statusAfter: 'inactive' });
    return staffMemberOf(ctx.sessionSecret, updated);
  });
}

export function reactivateStaff(ctx: StaffContext, id: string): Promise<StaffMember> {
  return changeStaff(ctx, id, async (tx, staff) => {
    if (staff.isActive) return staffMemberOf(ctx.sessionSecret, staff);
    const updated = await updateStaff(tx, staff.id, { isActive: true });
    await auditStaff(ctx, tx, 'staff.reactivated', staff, { statusBefore: 'inactive', statusAfter: 'active' });
    return staffMemberOf(ctx.sessionSecret, updated);
  });
}

export function changeStaffRole(ctx: StaffContext, id: string, role: StaffRole): Promise<StaffMember> {
  return changeStaff(ctx, id, async (tx, staff) => {
    if (staff.role === role) return staffMemberOf(ctx.sessionSecret, staff);
    if (role !== 'administrator') await keepAnAdministrator(tx, staff);
    const updated = await updateStaff(tx, staff.id, { role });
    await auditStaff(ctx, tx, 'staff.role_changed', staff, { roleBefore: staff.role, roleAfter: role });
    return staffMemberOf(ctx.sessionSecret, updated);
  });
}

/** A new generated password, shown once and changed at the next sign-in; every session of the staff member ends. */
export async function resetStaffPassword(ctx: StaffContext, id: string): Promise<StaffWithPassword> {
  const password = generatePassword();
  const passwordHash = await hash(password);
  const staff = await changeStaff(ctx, id, async (tx, staff) => {
    const updated = await updateStaff(tx, staff.id, { passwordHash, mustChangePassword: true });
    await endStaffSessions(tx, staff.id);
    await auditStaff(ctx, tx, 'staff.password_reset', staff);
    return updated;
  });
  return { staff: staffMemberOf(ctx.sessionSecret, staff), password };
}

/** A member's email address (the morning digest goes there), or none; an administrator may change their own. */
export function changeStaffEmail(ctx: StaffContext, id: string, email: string | null): Promise<StaffMember> {
  return changeStaff(
    ctx,
    id,
    async (tx, staff) => {
      if (staff.email === email) return staffMemberOf(ctx.sessionSecret, staff);
      const updated = await updateStaff(tx, staff.id, { email });
      // Whether there is one, not the address itself: the audit log keeps no more personal data than it needs.
      await auditStaff(ctx, tx, 'staff.email_changed', staff, {
        hadEmail: staff.email !== null,
        hasEmail: email !== null,
      });
      return staffMemberOf(ctx.sessionSecret, updated);
    },
    { allowSelf: true },
  );
}
