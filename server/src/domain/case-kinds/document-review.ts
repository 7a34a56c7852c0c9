import { trackPath } from '@protea/shared/request-reference';
import type { RejectDocumentInput } from '@protea/shared/schemas/document-review';
import { documentLabel } from '@protea/shared/workflow/guards';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import {
  type DocumentRow,
  findDocumentByType,
  setDocumentApproval,
} from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';
import { type AdminContext, adminActor } from '../cases/admin-context.js';
import { decisionText } from '../cases/decision-text.js';
import { inTransaction } from '../cases/in-transaction.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { invalidTransition } from '../cases/transition-case.js';
import { documentRejectionReason, isDocumentReviewOpen } from '../documents/document-rejection.js';
import { queueDecision } from '../notifications/queue-decision.js';
import type { AdminCaseKind } from './admin-case-kind.js';

/**
 * One document of the case staff named by id or reference, reviewed in one transaction with the case locked: 404 for
 * an unknown case or an empty slot, and `review` may refuse (409) before anything changes.
 */
async function reviewDocument<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  idOrReference: string,
  type: string,
  review: (tx: Database, row: Row, document: DocumentRow) => Promise<void>,
) {
  const { id } = await kind.load(ctx.db, idOrReference);
  await inTransaction(ctx, async (tx) => {
    const row = await kind.lock(tx, id);
    const document = await findDocumentByType(tx, row.id, type);
    if (!document) throw new AppError('document_not_found');
    await review(tx, row, document);
  });
}

/** Staff approve one document of a request of any kind, audited and on the timeline. */
export async function approveCaseDocument<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  idOrReference: string,
  type: string,
) {
  await reviewDocument(kind, ctx, idOrReference, type, async (tx, row, document) => {
    await setDocumentApproval(tx, document.id, true, ctx.admin.id);
    await recordCaseAction(tx, adminActor(ctx), row, {
      action: 'document.approved',
      details: { type, fileName: document.storedName },
      event: { kind: 'document_approved', data: { type } },
    });
  });
}

/**
 * Staff refuse one document of a request of any kind, saying why (issue 39): the reason is audited and on the
 * timeline, and the customer is told by SMS (and email when on file) in their language, with the Track page's link
 * where they send a new file. Only while the request waits on staff or the customer, so that the new file can come.
 */
export async function rejectCaseDocument<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  idOrReference: string,
  type: string,
  input: RejectDocumentInput,
) {
  const listKey = input.reason === 'other' ? undefined : `decisions.documentRejection.${input.reason}`;
  const reason = decisionText(listKey, input.message);
  await reviewDocument(kind, ctx, idOrReference, type, async (tx, row, document) => {
    if (!isDocumentReviewOpen(row)) throw invalidTransition(row.status);
    await setDocumentApproval(tx, document.id, false, ctx.admin.id);
    await recordCaseAction(tx, adminActor(ctx), row, {
      action: 'document.rejected',
      details: { type, fileName: document.storedName, reason: input.reason, message: input.message ?? null },
      event: { kind: 'document_rejected', data: { type, reason } },
    });
    await queueDecision(
      tx,
      row,
      'messages.documentRejectedSms',
      {
        ...kind.decisions.messageVars(row),
        document: documentLabel(type),
        reason: documentRejectionReason(reason),
        link: ctx.resumeUrl(trackPath(row.reference)),
      },
      kind.decisions.emailSubject,
    );
  });
}
