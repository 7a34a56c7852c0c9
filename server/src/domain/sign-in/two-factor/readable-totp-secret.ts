import type { Database } from '../../../db/client.js';
import { insertAudit } from '../../../db/repositories/audit-repository.js';
import { clearTwoFactor } from '../../../db/repositories/two-factor-repository.js';
import type { adminUsers } from '../../../db/schema.js';
import { openTotpSecret } from './totp-secret-box.js';

/**
 * The staff member's TOTP secret when two-factor sign-in is on, else null. A secret sealed under an earlier
 * SESSION_SECRET cannot be read: that set-up is turned off (audited), as docs/decisions/022 explains.
 */
export async function readableTotpSecret(
  db: Database,
  sessionSecret: string,
  admin: typeof adminUsers.$inferSelect,
  ip: string,
): Promise<string | null> {
  if (!admin.totpEnabledAt) return null;
  const secret = openTotpSecret(sessionSecret, admin.id, admin.totpSecret);
  if (secret) return secret;
  await clearTwoFactor(db, admin.id);
  await insertAudit(db, {
    adminId: admin.id,
    actor: 'system',
    action: 'staff.two_factor_disabled',
    entityType: 'staff',
    entityId: admin.id,
    details: { username: admin.username, reason: 'secret_unreadable' },
    ip,
  });
  return null;
}
