import { formatRand } from '@protea/shared/application-workflow';
import type { Database } from '../../db/client.js';
import { findDepositRule } from '../../db/repositories/admin-application-repository.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';
import { type AdminContext, recordAdminAction } from './admin-action.js';

/** The rule for the applicant's type and occupancy; null when the application does not say owner or tenant. */
export async function calculateDeposit(db: Database, application: ApplicationRow) {
  if (application.isOwner === null) {
    return { calculatedDeposit: null, amountCents: null, depositNeeded: null, message: 'Owner or tenant is not known' };
  }
  const rule = await findDepositRule(
    db,
    application.isBusiness ? 'business' : 'residential',
    application.isOwner ? 'owner' : 'tenant',
  );
  const cents = rule?.amountCents ?? null;
  return {
    calculatedDeposit: cents === null ? null : cents / 100,
    amountCents: cents,
    depositNeeded: cents === null ? null : cents > 0,
    message: cents === null ? 'No deposit rule applies' : 'Deposit calculated from the deposit rules',
  };
}

/** Locks the amount the admin settled on; it may be redone until the application is decided. */
export async function approveDeposit(ctx: AdminContext, application: ApplicationRow, amountRands: number) {
  if (application.status !== 'pending') throw new AppError('deposit_locked', 409, 'errors.depositLocked');
  const amountCents = Math.round(amountRands * 100);
  const updated = await updateApplication(
    ctx.db,
    application.id,
    { depositCents: amountCents, depositApprovedAt: new Date() },
    'pending',
  );
  if (!updated) throw new AppError('deposit_locked', 409, 'errors.depositLocked');
  await recordAdminAction(ctx, {
    application,
    action: 'application.deposit_approved',
    statusBefore: application.status,
    statusAfter: application.status,
    details: { amountCents, previousCents: application.depositCents },
    timeline: { kind: 'note', text: `Deposit approved: ${formatRand(amountCents)}` },
  });
  return updated;
}
