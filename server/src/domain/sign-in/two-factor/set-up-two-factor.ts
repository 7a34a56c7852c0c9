import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { TwoFactorSetup } from '@protea/shared/schemas/two-factor';
import { type Database, withTransaction } from '../../../db/client.js';
import { insertAudit } from '../../../db/repositories/audit-repository.js';
import { findStaffById } from '../../../db/repositories/staff-repository.js';
import { storePendingTotpSecret } from '../../../db/repositories/two-factor-repository.js';
import { AppError } from '../../app-error.js';
import { newTotpSecret, totpUri } from './totp.js';
import { sealTotpSecret } from './totp-secret-box.js';
import { isTwoFactorOn } from './two-factor-status.js';

/**
 * A new secret for the staff member's authenticator app, kept (encrypted) until a code from it turns two-factor
 * sign-in on. Asking again replaces it; with two-factor already on it must be turned off first.
 */
export async function setUpTwoFactor(
  db: Database,
  sessionSecret: string,
  me: AdminProfile,
  ip: string,
): Promise<TwoFactorSetup> {
  const admin = await findStaffById(db, me.id);
  if (!admin) throw new AppError('staff_not_found');
  if (isTwoFactorOn(sessionSecret, admin)) throw new AppError('two_factor_already_enabled');
  const secret = newTotpSecret();
  await withTransaction(db, async (tx) => {
    await storePendingTotpSecret(tx, admin.id, sealTotpSecret(sessionSecret, admin.id, secret));
    await insertAudit(tx, {
      adminId: admin.id,
      actor: admin.username,
      action: 'staff.two_factor_set_up',
      entityType: 'staff',
      entityId: admin.id,
      details: { username: admin.username },
      ip,
    });
  });
  const otpauthUri = totpUri(secret, admin.username);
  // Loaded when a staff member sets up two-factor sign-in, not at start.
  const { default: QRCode } = await import('qrcode');
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, secret, qrCodeSvg };
}
