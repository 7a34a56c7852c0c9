import { APPLICATION_INFO_REQUESTS, APPLICATION_REJECTION_REASONS, isListed } from '@protea/shared/decision-reasons';
import { formatRand } from '@protea/shared/money';
import { updateApplication } from '../../db/repositories/application-repository.js';
import { openAccountForApplication } from '../accounts/open-account.js';
import { AppError } from '../app-error.js';
import { decisionText, decisionVar } from '../cases/decision-text.js';
import { inTransaction } from '../cases/in-transaction.js';
import { assertTransition, transitionCase } from '../cases/transition-case.js';
import { queueDecision } from '../notifications/queue-decision.js';
import { type AdminContext, adminActor, lockApplication } from './admin-context.js';
import { readApprovalFacts } from './approval-facts.js';
import { setDepositInTransaction } from './deposit.js';

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
    await queueDecision(tx, application, 'messages.approvedSms', {
      deposit: deposit
        ? { key: 'messages.depositDue', vars: { amount: formatRand(deposit) } }
        : { key: 'messages.noDeposit' },
    });
  });
}

/** `reason` is a listed reason (told to the applicant in their language) or staff's own words. */
export async function rejectApplication(ctx: AdminContext, id: string, reason: string, message?: string) {
  const listKey = isListed(APPLICATION_REJECTION_REASONS, reason) ? `decisions.rejection.${reason}` : undefined;
  const decision = decisionText(listKey, message || (listKey ? undefined : reason));
  return inTransaction(ctx, async (tx) => {
    const application = await lockApplication(tx, id);
    await transitionCase(tx, adminActor(ctx), application, 'reject', {
      facts: { reasonGiven: true },
      columns: { decidedBy: ctx.admin.id, decidedAt: new Date(), lastMessage: decision },
      reason: decision,
      details: { reason },
    });
    await queueDecision(tx, application, 'messages.rejectedSms', { reason: decisionVar(decision) });
  });
}

/** The application reopens to its applicant, who resumes with a code, changes what was asked and resubmits. */
export async function requestInformation(ctx: AdminContext, id: string, message: string) {
  const listKey = isListed(APPLICATION_INFO_REQUESTS, message) ? `decisions.infoRequest.${message}` : undefined;
  const decision = decisionText(listKey, listKey ? undefined : message);
  return inTransaction(ctx, async (tx) => {
    const application = await lockApplication(tx, id);
    await transitionCase(tx, adminActor(ctx), application, 'request-info', {
      facts: { messageGiven: true },
      columns: { infoRequest: decision, lastMessage: decision },
      reason: decision,
    });
    await updateApplication(tx, id, { stepNo: 8 });
    await queueDecision(tx, application, 'messages.infoRequestedSms', {
      message: decisionVar(decision),
      link: ctx.resumeUrl(`${application.isBusiness ? 'business' : 'residential'}?continue=${application.reference}`),
    });
  });
}

export async function completeApplication(ctx: AdminContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const application = await lockApplication(tx, id);
    await transitionCase(tx, adminActor(ctx), application, 'complete');
    const accountNo = await openAccountForApplication(tx, application);
    // The customer needs the number later, to terminate the services among others.
    await queueDecision(tx, application, 'messages.completedSms', { accountNo });
  });
}

export async function archiveApplication(ctx: AdminContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    await transitionCase(tx, adminActor(ctx), await lockApplication(tx, id), 'archive');
  });
}
