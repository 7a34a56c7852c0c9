import type { GuardReason } from './workflow/guards.js';

/** A listed reason or option (its i18n key, translated when shown or sent) and/or staff's own words. */
export interface DecisionText {
  key?: string;
  text?: string;
}

/**
 * What the timeline stores: an event kind and its values, never a sentence. Screens and messages
 * translate them into the reader's language (`timeline.events.<kind>` in the locales).
 */
export interface CaseEvents {
  /** The request was started and POPIA consent given. */
  created: { termsVersion: string };
  status: { from: string | null; to: string; action: string; reason?: DecisionText };
  note: { text: string };
  /** A free message from staff to the customer. */
  message: { channel: 'sms' | 'email'; text: string; notificationId?: number };
  /** An automatic message to the customer, queued with the change it tells of. */
  notification: { notificationId: number; channel: 'sms' | 'email'; purpose: string };
  document_uploaded: { type: string };
  document_deleted: { type: string };
  document_approved: { type: string };
  /** Staff refused a document, with why (issue 39; older rows have no reason): the customer is told and may replace it. */
  document_rejected: { type: string; reason?: DecisionText };
  /** The customer sent a new file for a document staff had refused. */
  document_replaced: { type: string };
  deposit_approved: { amountCents: number; previousCents: number | null };
  complex_confirmed: { complexName: string };
  unit_confirmed: { premise: string; address: string };
  /** The accounts register: an account opened by a completed application, or closed by a completed termination. */
  account_opened: { accountNumber: string };
  account_closed: { accountNumber: string };
  /** An administrator took a decision despite what stood against it (issue 26), in their own words. */
  guard_overridden: { action: string; reason: string; blockers: GuardReason[] };
  /** Staff recorded that the services were disconnected before the date the customer asked for. */
  early_disconnection: { date: string; scheduledDate: string | null; reason: string };
  /** The account's holder answered for a termination somebody else asked for (issue 39). */
  holder_answered: { answer: 'confirmed' | 'denied' };
  /** The refund held back while the holder had not confirmed falls due now that they have. */
  refund_released: { refundDueDate: string };
  /** Staff took a case, gave it to someone, or freed it (issue 28). */
  assigned: {
    from: { id: string; displayName: string } | null;
    to: { id: string; displayName: string } | null;
  };
  /** The customer asked for their data to be corrected (issue 13), in their own words. */
  correction_requested: { text: string };
  /** The customer downloaded everything held about their request. */
  data_exported: { documents: number };
  /** The retention job deleted the documents of an archived request (RETENTION_DOCUMENT_DAYS). */
  documents_removed: { count: number; afterDays: number };
}

export type CaseEventKind = keyof CaseEvents;
export type CaseEventData = CaseEvents[CaseEventKind];
export type CaseEventOf<K extends CaseEventKind = CaseEventKind> = { [P in K]: { kind: P; data: CaseEvents[P] } }[K];
