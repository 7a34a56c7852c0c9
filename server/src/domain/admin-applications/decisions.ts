import { formatRand } from '@protea/shared/money';
import { openAccountForApplication } from '../accounts/open-account.js';
import { AppError } from '../app-error.js';
import { type AdminContext, adminActor } from '../cases/admin-context.js';
import { inTransaction } from '../cases/in-transaction.js';
import { assertTransition, transitionCase } from '../cases/transition-case.js';
import { depositMessage } from '../notifications/money-messages.js';
import { queueDecision } from '../notifications/queue-decision.js';
import { queueWelcome } from '../welcome-letter/queue-welcome.js';
import { readApprovalFacts } from './approval-facts.js';
import { setDepositInTransaction } from './deposit.js';
import { lockApplication } from './load-for-admin.js';

/** The deposit the approve call names: `{ depositAmount, depositNeeded }` in rand (spec 2 section 7). */
export interface ApproveInput {
  depositAmount?: number;
  depositNeeded?: boolean;
  /** An administrator's reason to approve despite missing or rejected documents. */
  overrideReason?: string;
}

function depositCentsOf(input: ApproveInput): number | null {
  if (input.depositNeeded === false) {
    if (input.depositAmount !== undefined && input.depositAmount > 0) {
      throw new AppError('validation_failed', { fields: { depositAmount: ['validation.depositNotNeeded'] } });
    }
    return 0;
  }
  return input.depositAmount === undefined ? null : Math.round(input.depositAmount * 100);
}

/**
 * Approves in one transaction with the deposit as it stands now. When the call names a deposit and
 * none was approved yet, that deposit is approved with the application (two audit records); a
 * different amount from the approved one is a 409, so the applicant is never told the wrong amount.
 */
export async function approveApplication(ctx: AdminContext, id: string, input: ApproveInput = {}) {
  return inTransaction(ctx, async (tx) => {
    let application = await lockApplication(tx, id);
    // The workflow speaks first: a deposit message would mislead on an application that cannot be approved.
    assertTransition(application, 'approve', adminActor(ctx));
    const named = depositCentsOf(input);
    if (named !== null && application.depositApprovedAt === null) {
      application = await setDepositInTransaction(tx, ctx, application, named);
    } else if (named !== null && named !== application.depositCents) {
      throw new AppError('deposit_mismatch', {
        vars: { amount: formatRand(application.depositCents ?? 0) },
        details: { approvedCents: application.depositCents },
      });
    }
    const deposit = application.depositApprovedAt === null ? null : application.depositCents;
    await transitionCase(tx, adminActor(ctx), application, 'approve', {
      facts: { depositApproved: deposit !== null },
      guards: { facts: await readApprovalFacts(tx, application), override: input.overrideReason },
      columns: { decidedBy: ctx.admin.id, decidedAt: new Date() },
      details: { depositCents: deposit },
    });
    await queueDecision(tx, application, 'messages.approvedSms', { deposit: depositMessage(deposit) });
  });
}

export async function completeApplication(ctx: AdminContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const application = await lockApplication(tx, id);
    await transitionCase(tx, adminActor(ctx), application, 'complete');
    const accountNo = await openAccountForApplication(tx, application);
    // The customer needs the number later, to terminate the services among others; the email carries the letter.
    await queueWelcome(tx, application, accountNo);
  });
}
