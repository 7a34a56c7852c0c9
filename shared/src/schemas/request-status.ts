import type { CaseKind } from '../case-kinds.js';
import type { CustomerSessionRole, HolderAnswer } from '../holder-answer.js';

// `GET /requests/{reference}/status` (issue 31): where a customer's request stands, as its owner may see it.

/** What happened, in words a customer knows; staff notes, assignments and other internal events are never among them. */
export const PUBLIC_EVENT_KINDS = [
  'submitted',
  'documents_checked',
  /** Staff refused one document, saying why; the customer may send a new one. */
  'document_rejected',
  /** The customer sent a new file for a refused document. */
  'document_replaced',
  'information_requested',
  'resubmitted',
  'approved',
  'rejected',
  'completed',
  'cancelled',
  'account_opened',
  'message',
  /** The account's holder answered for a termination somebody else asked for (issue 39). */
  'holder_confirmed',
  'holder_denied',
] as const;
export type PublicEventKind = (typeof PUBLIC_EVENT_KINDS)[number];

export interface PublicEvent {
  at: string;
  kind: PublicEventKind;
  /** A message staff sent: its channel and words. */
  message?: { channel: 'sms' | 'email'; text: string };
  /** What staff asked for (`information_requested`) or why they refused (`rejected`), in the caller's language. */
  reason?: string;
  /** The account a completed application opened. */
  accountNumber?: string;
  /** The document a `document_rejected` or `document_replaced` event is about, named in the caller's language. */
  document?: string;
}

/** A document staff refused, which the customer may replace now from the Track page (issue 39). */
export interface RejectedDocument {
  /** The slot to upload into (`id`, `bank`, `director-1`...). */
  type: string;
  /** Its name in the caller's language. */
  name: string;
  /** Why staff refused it, in the caller's language; null for a refusal recorded without one. */
  reason: string | null;
  rejectedAt: string | null;
}

/** What the customer may do now. */
export const REQUEST_ACTIONS = [
  'continue',
  'answer',
  'cancel',
  'download_pdf',
  /** A completed application's welcome letter (`GET /requests/{reference}/welcome-letter`). */
  'welcome_letter',
  'your_information',
  /** The account's holder may say whether they asked for this termination (`POST /requests/{reference}/holder-answer`). */
  'holder_answer',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export interface NextStep {
  /** `finish`, `review`, `answer`, `register`, `disconnect`; `holder`: waiting for the account holder's answer. */
  key: 'finish' | 'review' | 'answer' | 'register' | 'disconnect' | 'holder';
  /** In the caller's language. */
  text: string;
  /** When staff aim to have done it (the case's due time), or the disconnection date. */
  by: string | null;
  /** Whole business days until then (Monday to Friday, South African public holidays skipped); 0 when due. */
  businessDays: number | null;
}

export interface RequestStatus {
  reference: string;
  kind: CaseKind;
  status: string;
  /** A termination's account, or the account a completed application opened; null before there is one. */
  accountNumber: string | null;
  events: PublicEvent[];
  nextStep: NextStep | null;
  actions: RequestAction[];
  /**
   * Who reads it: the person who made the request, or the account's holder who followed it by the account number
   * (a code to the number on file), who sees its course but none of the requester's messages or data.
   */
  viewer: CustomerSessionRole;
  /** A termination's holder answer (issue 39); null for an application. */
  holderAnswer: HolderAnswer | null;
  /** The refused documents the customer may replace now; empty when there are none or the request is closed. */
  rejectedDocuments: RejectedDocument[];
}
