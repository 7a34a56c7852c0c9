import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import type { Database } from '../../db/client.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';
import { type AdminContext, adminActor } from '../cases/admin-context.js';
import { inTransaction } from '../cases/in-transaction.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { depositRuleFor, readDepositRules } from '../reference/deposit-rules.js';
import { lockApplication } from './load-for-admin.js';

/** The rule in force today for the applicant's type and occupancy; undefined when owner or tenant is not known. */
async function ruleInForce(db: Database, application: ApplicationRow) {
  if (application.isOwner === null) return undefined;
  return depositRuleFor(await readDepositRules(db), application.isBusiness, application.isOwner);
}

/** The rule for the applicant's type and occupancy in force today; null when the application does not say owner or tenant. */
export async function calculateDeposit(db: Database, application: ApplicationRow) {
  if (application.isOwner === null) {
    return { calculatedDeposit: null, amountCents: null, depositNeeded: null, message: 'Owner or tenant is not known' };
  }
  const rule = await ruleInForce(db, application);
  const cents = rule?.amountCents ?? null;
  return {
    calculatedDeposit: cents === null ? null : cents / 100,
    amountCents: cents,
    depositNeeded: cents === null ? null : cents > 0,
    effectiveFrom: rule?.effectiveFrom ?? null,
    message: cents === null ? 'No deposit rule applies' : 'Deposit calculated from the deposit rules',
  };
}

/** Sets the deposit in the caller's transaction (the application is locked): the change, its audit and its event. */
export async function setDepositInTransaction(
  tx: Database,
  ctx: AdminContext,
  application: ApplicationRow,
  amountCents: number,
): Promise<ApplicationRow> {
  if (!canEdit(applicationWorkflow, 'deposit', application.status)) throw new AppError('deposit_locked');
  // The rule's amount is kept beside the one approved: a later change of the rules does not rewrite why.
  const rule = await ruleInForce(tx, application);
  const depositRuleCents = rule?.amountCents ?? null;
  const updated = await updateApplication(
    tx,
    application.id,
    { depositCents: amountCents, depositApprovedAt: new Date(), depositRuleCents },
    application.status,
  );
  if (!updated) throw new AppError('deposit_locked');
  await recordCaseAction(tx, adminActor(ctx), application, {
    action: 'application.deposit_approved',
    details: { amountCents, previousCents: application.depositCents, ruleCents: depositRuleCents },
    event: { kind: 'deposit_approved', data: { amountCents, previousCents: application.depositCents } },
  });
  return updated;
}

/** Locks the amount the admin settled on; it may be redone until the application is decided. */
export async function approveDeposit(ctx: AdminContext, id: string, amountRands: number): Promise<ApplicationRow> {
  return inTransaction(ctx, async (tx) =>
    setDepositInTransaction(tx, ctx, await lockApplication(tx, id), Math.round(amountRands * 100)),
  );
}
