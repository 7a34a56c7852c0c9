import type { DecisionText } from '@protea/shared/case-events';
import type { Language } from '@protea/shared/constants';
import type { ErrorCode } from '@protea/shared/error-codes';
import type { MessageVar } from '@protea/shared/notification-messages';
import { canEdit } from '@protea/shared/workflow/workflow';
import { WORKFLOWS } from '@protea/shared/workflow/workflows';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { type DocumentRow, findDocumentByType } from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';
import type { CaseActor } from '../cases/case-actor.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { renderVars } from '../notifications/render-message.js';

/**
 * Why staff refused a document, as the customer reads it (issue 39): the listed reason followed by staff's own words
 * when they gave any; for `other`, their words alone. Translated in the customer's language when sent or shown.
 */
export function documentRejectionReason(reason: DecisionText): MessageVar {
  if (reason.key && reason.text) {
    return { key: 'decisions.documentRejection.withWords', vars: { reason: { key: reason.key }, words: reason.text } };
  }
  return reason.text ?? { key: reason.key ?? '' };
}

/** The same in words, in one language; null for a refusal recorded before reasons were asked for. */
export function documentRejectionText(reason: DecisionText | undefined, language: Language): string | null {
  if (!reason?.key && !reason?.text) return null;
  return String(renderVars(language, { reason: documentRejectionReason(reason) }).reason);
}

/** Staff may refuse a document, and its customer replace a refused one, only while the request waits on them. */
export const isDocumentReviewOpen = (target: Pick<CaseRow, 'kind' | 'status'>) =>
  canEdit(WORKFLOWS[target.kind], 'documentReview', target.status);

/**
 * The refused document a customer's upload into this slot replaces, when the request is not theirs to edit but
 * waits on staff (issue 39); undefined when the upload is not such a replacement. Call it under the case's lock.
 */
export async function refusedDocumentOf(
  tx: Database,
  target: Pick<CaseRow, 'id' | 'kind' | 'status'>,
  type: string,
): Promise<DocumentRow | undefined> {
  if (!isDocumentReviewOpen(target)) return undefined;
  const held = await findDocumentByType(tx, target.id, type);
  return held?.isApproved === false ? held : undefined;
}

/**
 * Whether the customer may send a file into this slot now: while the request is theirs to edit, or, while it waits on
 * staff, to replace a document staff refused. Else `refusal` (409), whatever the session.
 */
async function customerUpload(db: Database, target: CaseRow, type: string, refusal: ErrorCode) {
  const refused = await refusedDocumentOf(db, target, type);
  if (!refused && !canEdit(WORKFLOWS[target.kind], 'customer', target.status)) throw new AppError(refusal);
  return refused;
}

/** Checked before a file is read and checked, so a closed request costs no work. */
export const assertCustomerMayUpload = (db: Database, target: CaseRow, type: string, refusal: ErrorCode) =>
  customerUpload(db, target, type, refusal).then(() => undefined);

/**
 * Checked again under the case's lock as the file is stored (a submission or a review may have come meanwhile); a file
 * that replaces a refused one is audited and put on the timeline, where staff see it waiting for review again.
 */
export async function acceptCustomerUpload(
  tx: Database,
  actor: CaseActor,
  current: CaseRow,
  type: string,
  refusal: ErrorCode,
) {
  const refused = await customerUpload(tx, current, type, refusal);
  if (!refused) return;
  await recordCaseAction(tx, actor, current, {
    action: 'document.replaced',
    details: { type, replaced: refused.storedName },
    event: { kind: 'document_replaced', data: { type } },
  });
}
