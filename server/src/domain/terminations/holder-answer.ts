import type { HolderAnswer, HolderCheck } from '@protea/shared/holder-answer';
import { normalizeRequestReference } from '@protea/shared/request-reference';
import { addDays, saDateOf } from '@protea/shared/sa-time';
import type { HolderAnswerInput } from '@protea/shared/schemas/holder-answer';
import { DEPOSIT_REFUND_DAYS } from '@protea/shared/schemas/termination';
import { findTransition } from '@protea/shared/workflow/workflow';
import { WORKFLOWS } from '@protea/shared/workflow/workflows';
import { type Database, withTransaction } from '../../db/client.js';
import { findAccountById } from '../../db/repositories/account-repository.js';
import {
  findTerminationByReference,
  type TerminationRow,
  updateTermination,
} from '../../db/repositories/termination-repository.js';
import { lockTermination } from '../admin-terminations/load-termination.js';
import { AppError, forbidden, unauthorized } from '../app-error.js';
import type { CaseActor } from '../cases/case-actor.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { transitionCase } from '../cases/transition-case.js';
import { queueCustomerMessage } from '../notifications/queue-customer-message.js';
import type { HolderOnFile } from './register-check.js';

/**
 * Asks the account's holder, on the cell number on file and in their language, whether they asked to end the services:
 * the message links to the Track page by the account number, where a code to that same number lets them answer.
 */
export async function askHolder(tx: Database, t: TerminationRow, holder: HolderOnFile | null): Promise<void> {
  if (!holder?.cellPhone) return;
  await queueCustomerMessage(
    tx,
    { ...t, cellPhone: holder.cellPhone, email: null, language: holder.language, displayName: holder.name },
    {
      purpose: 'holder-alert',
      smsKey: 'messages.terminationHolderConfirmSms',
      vars: { accountNo: t.accountNumber ?? '', date: t.disconnectionDate ?? '' },
    },
  );
}

/** What staff see (issue 39): a request not yet checked against the register needs no answer yet. */
export const holderCheckOf = (t: Pick<TerminationRow, 'holderMatches' | 'holderAnswer'>): HolderCheck => ({
  matches: t.holderMatches === true,
  answer: t.holderAnswer ?? 'not_needed',
});

/** The decision guards' fact: the holder's answer as it stands. */
export const holderFactsOf = (t: Pick<TerminationRow, 'holderAnswer'>) => ({
  holder: { answer: (t.holderAnswer ?? 'not_needed') as HolderAnswer },
});

const ANSWERED = { confirm: 'confirmed', deny: 'denied' } as const;

/**
 * The holder's answer, from the holder's own Track session (a code sent to the number on file): "yes, I asked for
 * this" lets staff decide; "no, this was not me" cancels the request at once, tells the requester, and marks the case
 * for staff. One answer per request, taken under the case's lock: the same answer again changes nothing, the other one
 * is refused (409). The requester's session is not the holder's (403).
 */
export async function answerAsHolder(
  db: Database,
  sessions: { requester: (string | null)[]; holder: string | null },
  reference: string,
  input: HolderAnswerInput,
  ip: string,
): Promise<TerminationRow> {
  const holderCaseId = sessions.holder;
  // A customer's own session is somebody, just not the holder: 403; no session at all is nobody: 401.
  if (!holderCaseId) throw sessions.requester.some((id) => id !== null) ? forbidden() : unauthorized();
  // References are read one way everywhere (spaces, case): shared/src/request-reference.ts.
  const typed = normalizeRequestReference(reference, 'TM');
  const named = typed ? await findTerminationByReference(db, typed) : undefined;
  if (!named || named.id !== holderCaseId) throw forbidden();
  const answer = ANSWERED[input.answer];
  const actor: CaseActor = { type: 'holder', ip };
  return withTransaction(db, async (tx) => {
    const t = await lockTermination(tx, named.id);
    if (t.holderAnswer === answer) return t;
    if (t.holderAnswer !== 'awaiting') throw new AppError('holder_already_answered');
    await updateTermination(tx, t.id, { holderAnswer: answer, holderAnsweredAt: new Date() });
    await recordCaseAction(tx, actor, t, {
      action: `termination.holder_${answer}`,
      event: { kind: 'holder_answered', data: { answer } },
    });
    if (answer === 'confirmed') await releaseHeldRefund(tx, actor, t);
    else if (findTransition(WORKFLOWS[t.kind], 'holder-deny', t.status, 'holder')) {
      await transitionCase(tx, actor, t, 'holder-deny');
      await queueCustomerMessage(tx, t, {
        purpose: 'status-update',
        smsKey: 'messages.terminationCancelledByHolderSms',
        vars: { accountNo: t.accountNumber ?? '' },
      });
    }
    return lockTermination(tx, t.id);
  });
}

/**
 * A termination an administrator completed before the holder confirmed held its refund back (completeTermination):
 * the holder's yes lets it fall due, counted from the day the account closed.
 */
async function releaseHeldRefund(tx: Database, actor: CaseActor, t: TerminationRow): Promise<void> {
  if (t.status !== 'completed' || t.refundDueDate) return;
  const account = t.registerAccountId ? await findAccountById(tx, t.registerAccountId) : undefined;
  const closedOn = account?.account.closedOn ?? saDateOf(new Date());
  const refundDueDate = addDays(closedOn, DEPOSIT_REFUND_DAYS);
  await updateTermination(tx, t.id, { refundDueDate });
  await recordCaseAction(tx, actor, t, {
    action: 'termination.refund_released',
    details: { refundDueDate },
    event: { kind: 'refund_released', data: { refundDueDate } },
  });
}
