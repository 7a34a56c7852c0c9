import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { ThrottleStore } from '../../../adapters/throttle/throttle-store.js';
import { type Database, withTransaction } from '../../../db/client.js';
import { insertAudit } from '../../../db/repositories/audit-repository.js';
import { findStaffById, lockStaff } from '../../../db/repositories/staff-repository.js';
import { clearTwoFactor } from '../../../db/repositories/two-factor-repository.js';
import { AppError } from '../../app-error.js';
import { checkOwnPassword } from '../check-password.js';

export interface TwoFactorChangeContext {
  db: Database;
  actor: AdminProfile;
  ip: string;
}

/** Turns one's own two-factor sign-in off, after the current password. */
export async function disableOwnTwoFactor(
  ctx: TwoFactorChangeContext,
  throttle: ThrottleStore,
  password: string,
): Promise<void> {
  const admin = await findStaffById(ctx.db, ctx.actor.id);
  if (!admin) throw new AppError('staff_not_found');
  if (!admin.totpEnabledAt) throw new AppError('two_factor_not_enabled');
  await checkOwnPassword(throttle, admin, password, ctx.ip);
  await turnOffTwoFactor(ctx, admin.id, 'self');
}

/** An administrator turns off another staff member's two-factor sign-in (a lost phone). */
export async function disableStaffTwoFactor(ctx: TwoFactorChangeContext, staffId: string): Promise<void> {
  if (staffId === ctx.actor.id) throw new AppError('own_two_factor_elsewhere');
  const admin = await findStaffById(ctx.db, staffId);
  if (!admin) throw new AppError('staff_not_found');
  if (!admin.totpEnabledAt) throw new AppError('two_factor_not_enabled');
  await turnOffTwoFactor(ctx, admin.id, 'administrator');
}

async function turnOffTwoFactor(ctx: TwoFactorChangeContext, staffId: string, by: 'self' | 'administrator') {
  await withTransaction(ctx.db, async (tx) => {
    const admin = await lockStaff(tx, staffId);
    if (!admin?.totpEnabledAt) throw new AppError('two_factor_not_enabled');
    await clearTwoFactor(tx, admin.id);
    await insertAudit(tx, {
      adminId: ctx.actor.id,
      actor: ctx.actor.username,
      action: 'staff.two_factor_disabled',
      entityType: 'staff',
      entityId: admin.id,
      details: { username: admin.username, by },
      ip: ctx.ip,
    });
  });
}
