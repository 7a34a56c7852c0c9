import { isHolderSettled } from '@protea/shared/holder-answer';
import { addDays, saDateOf } from '@protea/shared/sa-time';
import type { TerminationCompletedResponse } from '@protea/shared/schemas/admin-terminations';
import { DEPOSIT_REFUND_DAYS } from '@protea/shared/schemas/termination';
import type { Database } from '../../db/client.js';
import { closeAccount, findOpenAccount } from '../../db/repositories/account-repository.js';
import { insertCaseEvent } from '../../db/repositories/case-repository.js';
import { type TerminationRow, updateTermination } from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';
import { type AdminContext, adminActor } from '../cases/admin-context.js';
import { inTransaction } from '../cases/in-transaction.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { assertTransition, transitionCase } from '../cases/transition-case.js';
import { refundMessage } from '../notifications/money-messages.js';
import { queueDecision } from '../notifications/queue-decision.js';
import { holderFactsOf } from '../terminations/holder-answer.js';
import { completionFactsOf } from './completion-facts.js';
import { lockTermination } from './load-termination.js';

/** Every email about a termination decision names the request in its subject. */
export const TERMINATION_EMAIL_SUBJECT = 'messages.terminationDecisionEmailSubject';

const tell = (
  tx: Database,
  t: TerminationRow,
  smsKey: string,
  vars: Record<string, Parameters<typeof queueDecision>[3][string]> = {},
) => queueDecision(tx, t, smsKey, { accountNo: t.accountNumber ?? '', ...vars }, TERMINATION_EMAIL_SUBJECT);

const decided = (ctx: AdminContext) => ({ decidedBy: ctx.admin.id, decidedAt: new Date() });

/**
 * Approves a pending termination; from needs info only once staff tick that the customer's information was updated.
 * Not while the account's holder has not confirmed a request somebody else made, unless an administrator overrides it
 * with a reason (issue 39).
 */
export async function approveTermination(
  ctx: AdminContext,
  id: string,
  input: { informationUpdated: boolean; overrideReason?: string },
) {
  const { informationUpdated } = input;
  return inTransaction(ctx, async (tx) => {
    const t = await lockTermination(tx, id);
    assertTransition(t, 'approve', adminActor(ctx));
    if (t.status === 'needsinfo' && !informationUpdated) {
      throw new AppError('validation_failed', {
        fields: { informationUpdated: ['validation.informationUpdatedRequired'] },
      });
    }
    await transitionCase(tx, adminActor(ctx), t, 'approve', {
      facts: { updateAcknowledged: informationUpdated },
      guards: { facts: holderFactsOf(t), override: input.overrideReason },
      columns: { ...decided(ctx), infoRequest: null },
      details: t.status === 'needsinfo' ? { informationUpdated: true } : undefined,
    });
    await tell(tx, t, 'messages.terminationApprovedSms', { date: t.disconnectionDate ?? '' });
  });
}

/**
 * Completes an approved termination once staff confirm the whole process was carried out: the account
 * is closed in the register on the termination date, the final reading is recorded, the refund falls
 * due three weeks after the termination date, and the customer is told that date. Before the
 * disconnection date the completion is refused (the `disconnectionDue` guard, which no override passes)
 * unless staff record the early disconnection: its date, today or earlier, and why. The termination
 * date is that early date, or else today.
 */
export async function completeTermination(
  ctx: AdminContext,
  id: string,
  input: {
    finalMeterReading?: string;
    earlyDisconnection?: { date: string; reason: string };
    overrideReason?: string;
  },
): Promise<TerminationCompletedResponse> {
  return inTransaction(ctx, async (tx) => {
    const t = await lockTermination(tx, id);
    assertTransition(t, 'complete', adminActor(ctx));
    const now = new Date();
    const early = input.earlyDisconnection;
    if (early) await recordEarlyDisconnection(tx, ctx, t, early);
    const terminationDate = early?.date ?? saDateOf(now);
    // The refund is not released while the holder has not confirmed (an administrator's override closes the account
    // only); the holder's yes lets it fall due (terminations/holder-answer.ts).
    const refundHeld = !isHolderSettled(holderFactsOf(t).holder.answer);
    const refundDueDate = refundHeld ? null : addDays(terminationDate, DEPOSIT_REFUND_DAYS);
    // The register as it is now: the account may have been opened since the request was checked.
    const account = t.accountNumber ? await findOpenAccount(tx, t.accountNumber) : undefined;
    if (account && (await closeAccount(tx, account.account.id, terminationDate, t.id))) {
      await insertCaseEvent(tx, {
        caseId: t.id,
        actorType: 'admin',
        adminId: ctx.admin.id,
        kind: 'account_closed',
        data: { accountNumber: account.account.accountNumber },
      });
    }
    await updateTermination(tx, t.id, {
      refundDueDate,
      finalMeterReading: input.finalMeterReading ?? t.finalMeterReading,
      finalReadingRecordedAt: now,
      ...(account ? { registerAccountId: account.account.id, depositHeldCents: account.account.depositCents } : {}),
    });
    await transitionCase(tx, adminActor(ctx), t, 'complete', {
      facts: { confirmationTicked: true },
      guards: {
        facts: { ...completionFactsOf(t, early?.date ?? null, now), ...holderFactsOf(t) },
        override: input.overrideReason,
      },
      columns: decided(ctx),
      details: { accountClosed: account?.account.accountNumber ?? null, refundDueDate, terminationDate, refundHeld },
    });
    const deposit = account?.account.depositCents ?? t.depositHeldCents ?? 0;
    await tell(tx, t, 'messages.terminationCompletedSms', {
      date: terminationDate,
      refund: refundDueDate ? refundMessage(deposit, refundDueDate) : { key: 'messages.terminationRefundHeld' },
    });
    return {
      success: true,
      accountNo: t.accountNumber,
      complexName: t.complexName,
      unitNumber: t.unitNumber,
      completedAt: now.toISOString(),
      disconnectionDate: t.disconnectionDate,
      closedOn: terminationDate,
      refundDueDate,
    };
  });
}

/** An early disconnection is one before the date asked for, on or after the day the request was sent. */
async function recordEarlyDisconnection(
  tx: Database,
  ctx: AdminContext,
  t: TerminationRow,
  early: { date: string; reason: string },
) {
  const sent = saDateOf(t.submittedAt ?? t.createdAt);
  if (!t.disconnectionDate || early.date >= t.disconnectionDate) {
    throw new AppError('validation_failed', {
      fields: { 'earlyDisconnection.date': ['validation.earlyDisconnectionNotEarly'] },
    });
  }
  if (early.date < sent) {
    throw new AppError('validation_failed', {
      fields: { 'earlyDisconnection.date': ['validation.earlyDisconnectionBeforeRequest'] },
    });
  }
  await recordCaseAction(tx, adminActor(ctx), t, {
    action: 'termination.early_disconnection',
    details: { date: early.date, scheduledDate: t.disconnectionDate, reason: early.reason },
    event: {
      kind: 'early_disconnection',
      data: { date: early.date, scheduledDate: t.disconnectionDate, reason: early.reason },
    },
  });
}

export async function cancelTermination(ctx: AdminContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const t = await lockTermination(tx, id);
    await transitionCase(tx, adminActor(ctx), t, 'cancel', { columns: decided(ctx) });
    await tell(tx, t, 'messages.terminationCancelledByStaffSms');
  });
}
