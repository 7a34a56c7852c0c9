import type { DecisionText } from '@protea/shared/case-events';
import { isTerminationKind } from '@protea/shared/case-kinds';
import type { Language } from '@protea/shared/constants';
import type { CustomerSessionRole, HolderAnswer } from '@protea/shared/holder-answer';
import { saTimeOn } from '@protea/shared/sa-time';
import type {
  NextStep,
  PublicEvent,
  RejectedDocument,
  RequestAction,
  RequestStatus,
} from '@protea/shared/schemas/request-status';
import { documentLabel } from '@protea/shared/workflow/guards';
import { findTransition } from '@protea/shared/workflow/workflow';
import { WORKFLOWS } from '@protea/shared/workflow/workflows';
import type { Database } from '../../db/client.js';
import { findAccountNumberOpenedBy } from '../../db/repositories/account-repository.js';
import { type CaseRow, listCaseEvents } from '../../db/repositories/case-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { findTerminationById, type TerminationRow } from '../../db/repositories/termination-repository.js';
import { translate, translateItem } from '../../i18n/translate.js';
import { BUSINESS_DAY, businessDaysBetween } from '../calendar/business-hours.js';
import { decisionToText } from '../cases/decision-text.js';
import { documentRejectionText, isDocumentReviewOpen } from '../documents/document-rejection.js';
import { findOwnRequest } from './own-request.js';

type EventRow = Awaited<ReturnType<typeof listCaseEvents>>[number];

/** A status change as the customer knows it; null for what is internal (archiving) or the start of a draft. */
function statusEvent(from: string | null, to: string): PublicEvent['kind'] | null {
  if (to === 'pending') return from === 'needsinfo' ? 'resubmitted' : from === 'incomplete' ? 'submitted' : null;
  if (to === 'needsinfo') return 'information_requested';
  if (to === 'approved' || to === 'rejected' || to === 'completed' || to === 'cancelled') return to;
  return null;
}

/**
 * The public timeline: what the customer did and what staff decided or told them. Staff notes, assignments, automatic
 * messages, overrides and every other internal event are left out. Approved documents show once, as checked; each
 * refused document shows with why, and each new file the customer sent for one.
 */
export function publicEvents(rows: EventRow[], language: Language): PublicEvent[] {
  const events: PublicEvent[] = [];
  let documentsChecked = false;
  for (const row of rows) {
    const at = row.at.toISOString();
    const data = row.data as Record<string, unknown>;
    if (row.kind === 'status') {
      const kind = statusEvent((data.from as string | null) ?? null, data.to as string);
      // What staff asked for, or why they refused: the words the customer was sent, in the reader's language.
      const reason =
        kind === 'information_requested' || kind === 'rejected'
          ? decisionToText(data.reason as DecisionText | undefined, language)
          : null;
      if (kind) events.push({ at, kind, ...(reason ? { reason } : {}) });
    } else if (row.kind === 'document_approved' && !documentsChecked) {
      documentsChecked = true;
      events.push({ at, kind: 'documents_checked' });
    } else if (row.kind === 'document_rejected' || row.kind === 'document_replaced') {
      // Each refusal with its reason (issue 39), and each new file the customer sent for one.
      const document = translateItem(language, documentLabel(String(data.type)));
      const reason =
        row.kind === 'document_rejected' ? documentRejectionText(data.reason as DecisionText, language) : null;
      events.push({ at, kind: row.kind, document, ...(reason ? { reason } : {}) });
    } else if (row.kind === 'message') {
      events.push({
        at,
        kind: 'message',
        message: { channel: data.channel as 'sms' | 'email', text: String(data.text) },
      });
    } else if (row.kind === 'account_opened') {
      events.push({ at, kind: 'account_opened', accountNumber: String(data.accountNumber) });
    } else if (row.kind === 'holder_answered') {
      events.push({ at, kind: data.answer === 'denied' ? 'holder_denied' : 'holder_confirmed' });
    }
  }
  return events;
}

/** The account's holder reads the request's course, never the messages staff sent its requester (their words). */
const holderMayRead = (event: PublicEvent) => event.kind !== 'message';

function nextStepOf(
  target: CaseRow,
  termination: Pick<TerminationRow, 'disconnectionDate' | 'holderAnswer'> | undefined,
  language: Language,
  now: Date,
): NextStep | null {
  const disconnectionDate = termination?.disconnectionDate ?? null;
  const step = (key: NextStep['key'], by: Date | null, vars: Record<string, string> = {}): NextStep => ({
    key,
    text: translate(language, `messages.requestStatus.next.${key}`, vars),
    by: by?.toISOString() ?? null,
    businessDays: by ? (by <= now ? 0 : businessDaysBetween(now, by)) : null,
  });
  const isTermination = isTerminationKind(target.kind);
  switch (target.status) {
    case 'incomplete':
      return step('finish', null);
    case 'pending':
      // Staff decide once the holder has answered for a request somebody else made (issue 39).
      return termination?.holderAnswer === 'awaiting' ? step('holder', null) : step('review', target.dueAt);
    case 'needsinfo':
      return step('answer', null);
    case 'approved':
      return isTermination && disconnectionDate
        ? step('disconnect', saTimeOn(disconnectionDate, BUSINESS_DAY.startMinute), { date: disconnectionDate })
        : step('register', target.dueAt);
    default:
      return null;
  }
}

function actionsOf(target: CaseRow, viewer: CustomerSessionRole, holderAnswer: HolderAnswer | null): RequestAction[] {
  // The holder may answer, and do nothing else with somebody else's request.
  if (viewer === 'holder') return holderAnswer === 'awaiting' && target.status !== 'cancelled' ? ['holder_answer'] : [];
  const actions: RequestAction[] = [];
  if (target.status === 'incomplete') actions.push('continue');
  if (target.status === 'needsinfo') actions.push('answer');
  // Whatever the kind allows its customer: today a termination may be cancelled while pending, an application not.
  if (findTransition(WORKFLOWS[target.kind], 'cancel', target.status, 'customer')) actions.push('cancel');
  if (target.status !== 'incomplete') actions.push('download_pdf');
  // The account opens with the completion; the letter tells its number (a termination closes one: no letter).
  if (target.status === 'completed' && !isTerminationKind(target.kind)) actions.push('welcome_letter');
  actions.push('your_information');
  return actions;
}

/** The documents staff refused that the customer may replace now, each with the reason of its latest refusal. */
async function rejectedDocumentsOf(
  db: Database,
  target: CaseRow,
  events: EventRow[],
  language: Language,
): Promise<RejectedDocument[]> {
  if (!isDocumentReviewOpen(target)) return [];
  const refused = (await listDocuments(db, target.id)).filter((document) => document.isApproved === false);
  return refused.map((document) => {
    const refusal = events.findLast(
      (e) => e.kind === 'document_rejected' && (e.data as { type?: string }).type === document.type,
    );
    return {
      type: document.type,
      name: translateItem(language, documentLabel(document.type)),
      reason: documentRejectionText((refusal?.data as { reason?: DecisionText } | undefined)?.reason, language),
      rejectedAt: document.reviewedAt?.toISOString() ?? null,
    };
  });
}

/** Where a request stands, in the caller's language: what the Track page shows once the customer is known. */
export async function describeRequest(
  db: Database,
  target: CaseRow,
  language: Language,
  viewer: CustomerSessionRole = 'requester',
  now = new Date(),
): Promise<RequestStatus> {
  const termination = isTerminationKind(target.kind) ? await findTerminationById(db, target.id) : undefined;
  const events = await listCaseEvents(db, target.id);
  const shown = publicEvents(events, language);
  const holderAnswer = termination ? (termination.holderAnswer ?? 'not_needed') : null;
  return {
    reference: target.reference,
    kind: target.kind,
    status: target.status,
    // A termination's account, or the one a completed application opened: the number to quote and to terminate with.
    accountNumber: termination ? termination.accountNumber : await findAccountNumberOpenedBy(db, target.id),
    events: viewer === 'holder' ? shown.filter(holderMayRead) : shown,
    nextStep: nextStepOf(target, termination, language, now),
    actions: actionsOf(target, viewer, holderAnswer),
    viewer,
    holderAnswer,
    // The holder answers for the request; its documents are the requester's to replace.
    rejectedDocuments: viewer === 'holder' ? [] : await rejectedDocumentsOf(db, target, events, language),
  };
}

/**
 * Where a request stands, for the session that owns it (an applicant's or a termination's) or the holder's session
 * that answers for it: 401 without a session, 403 for another request's reference, so a reference alone tells
 * nothing, not even whether it exists. A requester's session reads it as the requester.
 */
export async function readRequestStatus(
  db: Database,
  sessions: { requester: (string | null)[]; holder: string | null },
  reference: string,
  language: Language,
  now = new Date(),
): Promise<RequestStatus> {
  const { target, role } = await findOwnRequest(db, sessions, reference);
  return describeRequest(db, target, language, role, now);
}
