import type { TwoFactorStatus } from '@protea/shared/schemas/two-factor';
import type { Database } from '../../../db/client.js';
import { findStaffById } from '../../../db/repositories/staff-repository.js';
import { countUnusedRecoveryCodes } from '../../../db/repositories/two-factor-repository.js';
import { AppError } from '../../app-error.js';
import { openTotpSecret } from './totp-secret-box.js';

/** On only when enabled and its secret still readable with this SESSION_SECRET. */
export const isTwoFactorOn = (
  sessionSecret: string,
  admin: { id: string; totpEnabledAt: Date | null; totpSecret: string | null },
) => admin.totpEnabledAt !== null && openTotpSecret(sessionSecret, admin.id, admin.totpSecret) !== null;

export async function getTwoFactorStatus(
  db: Database,
  sessionSecret: string,
  adminId: string,
): Promise<TwoFactorStatus> {
  const admin = await findStaffById(db, adminId);
  if (!admin) throw new AppError('staff_not_found');
  const enabled = isTwoFactorOn(sessionSecret, admin);
  return {
    enabled,
    enabledAt: enabled ? admin.totpEnabledAt!.toISOString() : null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, admin.id) : 0,
  };
}
