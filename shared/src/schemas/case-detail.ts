// What the back office shows of a case of every kind: its documents, its timeline and its person.
import type { CaseEventOf } from '../case-events.js';
import type { NotificationStatus } from '../notification-messages.js';

export interface AdminDocument {
  type: string;
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** null until an admin decides; false shows "Not Approved". */
  isApproved: boolean | null;
}

/** One entry of a case's timeline: an event kind and its values, translated by the screen that shows it. */
export type TimelineEntry = {
  id: number;
  at: string;
  /** The staff member's name, or null for the customer and the system. */
  adminName: string | null;
  actorType: 'customer' | 'admin' | 'system' | 'holder';
  /**
   * For a message to the customer: where it stands now; `reason` says why a failed one failed (the gateway's answer
   * or its delivery report), null otherwise.
   */
  delivery?: { status: NotificationStatus; attempts: number; sentAt: string | null; reason: string | null };
} & CaseEventOf;

/** The customer (or a business's representative) as every review dialog shows them. */
export interface AdminPerson {
  title: string | null;
  initials: string | null;
  firstName: string | null;
  surname: string | null;
  fullName: string;
  idNumber: string | null;
  email: string | null;
  phone: string | null;
  verified: boolean;
}
