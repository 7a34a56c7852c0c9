import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { type Database, withTransaction } from '../../../db/client.js';
import { insertAudit } from '../../../db/repositories/audit-repository.js';
import { findStaffById } from '../../../db/repositories/staff-repository.js';
import { markTotpEnabled, replaceRecoveryCodes } from '../../../db/repositories/two-factor-repository.js';
import { AppError } from '../../app-error.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { matchingTotpStep } from './totp.js';
import { openTotpSecret } from './totp-secret-box.js';

/** Turns two-factor sign-in on with a current code from the set-up's secret; the recovery codes are shown once. */
export async function enableTwoFactor(
  db: Database,
  sessionSecret: string,
  me: AdminProfile,
  code: string,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const admin = await findStaffById(db, me.id);
  if (!admin) throw new AppError('staff_not_found');
  if (admin.totpEnabledAt) throw new AppError('two_factor_already_enabled');
  const secret = openTotpSecret(sessionSecret, admin.id, admin.totpSecret);
  if (!secret) throw new AppError('two_factor_not_set_up');
  const step = matchingTotpStep(secret, code);
  if (step === null) {
    throw new AppError('two_factor_code_mismatch', { fields: { code: ['errors.twoFactorCodeMismatch'] } });
  }
  const recoveryCodes = newRecoveryCodes();
  await withTransaction(db, async (tx) => {
    // The code that turned it on counts as used: it cannot sign in as well.
    if (!(await markTotpEnabled(tx, admin.id, step))) throw new AppError('two_factor_already_enabled');
    await replaceRecoveryCodes(
      tx,
      admin.id,
      recoveryCodes.map((recoveryCode) => hashRecoveryCode(sessionSecret, admin.id, recoveryCode)),
    );
    await insertAudit(tx, {
      adminId: admin.id,
      actor: admin.username,
      action: 'staff.two_factor_enabled',
      entityType: 'staff',
      entityId: admin.id,
      details: { username: admin.username },
      ip,
    });
  });
  return { recoveryCodes };
}
