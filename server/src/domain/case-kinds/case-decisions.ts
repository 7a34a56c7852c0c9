import { isListed } from '@protea/shared/decision-reasons';
import { trackPath } from '@protea/shared/request-reference';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { type AdminContext, adminActor } from '../cases/admin-context.js';
import { decisionText, decisionVar } from '../cases/decision-text.js';
import { inTransaction } from '../cases/in-transaction.js';
import { transitionCase } from '../cases/transition-case.js';
import { queueDecision } from '../notifications/queue-decision.js';
import type { AdminCaseKind } from './admin-case-kind.js';

/**
 * The decisions every kind takes the same way: written once, with what differs read from the kind.
 * `reason` is a listed reason (told to the customer in their language) or staff's own words; a listed
 * reason may carry staff's words too.
 */
export async function rejectCase<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  id: string,
  reason: string,
  message?: string,
) {
  const { decisions } = kind;
  const listKey = isListed(decisions.rejectionReasons, reason) ? `decisions.rejection.${reason}` : undefined;
  const decision = decisionText(listKey, message || (listKey ? undefined : reason));
  return inTransaction(ctx, async (tx) => {
    const row = await kind.lock(tx, id);
    await transitionCase(tx, adminActor(ctx), row, 'reject', {
      facts: { reasonGiven: true },
      columns: { decidedBy: ctx.admin.id, decidedAt: new Date(), lastMessage: decision },
      reason: decision,
      details: { reason },
    });
    await queueDecision(
      tx,
      row,
      decisions.sms.rejected,
      { ...decisions.messageVars(row), reason: decisionVar(decision) },
      decisions.emailSubject,
    );
  });
}

/** The request reopens to its customer, who resumes with a code, changes what was asked and sends it again. */
export async function requestCaseInformation<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  id: string,
  message: string,
) {
  const { decisions } = kind;
  const listKey = isListed(decisions.infoRequests, message) ? `decisions.infoRequest.${message}` : undefined;
  const decision = decisionText(listKey, listKey ? undefined : message);
  return inTransaction(ctx, async (tx) => {
    const row = await kind.lock(tx, id);
    await transitionCase(tx, adminActor(ctx), row, 'request-info', {
      facts: { messageGiven: true },
      columns: { infoRequest: decision, lastMessage: decision },
      reason: decision,
    });
    await decisions.onInfoRequested?.(tx, row);
    await queueDecision(
      tx,
      row,
      decisions.sms.infoRequested,
      { ...decisions.messageVars(row), message: decisionVar(decision), link: ctx.resumeUrl(trackPath(row.reference)) },
      decisions.emailSubject,
    );
  });
}

export async function archiveCase<Row extends CaseRow>(kind: AdminCaseKind<Row>, ctx: AdminContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    await transitionCase(tx, adminActor(ctx), await kind.lock(tx, id), 'archive');
  });
}
