import type { CaseEventData, CaseEventKind, DecisionText } from '@protea/shared/case-events';
import type { CaseKind } from '@protea/shared/case-kinds';
import { TERMS_VERSION } from '@protea/shared/constants';
import type { MessageVars } from '@protea/shared/notification-messages';
import type { DocumentQuality } from '../demo-documents.js';

export type Actor = 'customer' | 'admin' | 'system';

/** A message as queueCustomerMessage stores it: keys and values, rendered by the worker in the customer's language. */
export interface PlannedNotification {
  ref: number;
  at: number;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  bodyKey: string;
  subjectKey: string | null;
  vars: MessageVars;
}

export interface PlannedEvent {
  at: number;
  actorType: Actor;
  adminId: string | null;
  kind: CaseEventKind;
  data: CaseEventData;
  /** A notification whose id the event's data takes once it is inserted. */
  notificationRef?: number;
}

export interface PlannedDocument {
  type: string;
  uploadedAt: number;
  quality: DocumentQuality;
  isApproved: boolean | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
}

export interface PlanPerson {
  displayName: string;
  cellPhone: string;
  email: string | null;
  language: string;
}

/** One customer request being written: its case columns, timeline, messages and documents. */
export class CasePlan {
  status = 'incomplete';
  submittedAt: number | null = null;
  decidedAt: number | null = null;
  decidedBy: string | null = null;
  infoRequest: DecisionText | null = null;
  lastMessage: DecisionText | null = null;
  cellConfirmedAt: number | null = null;
  signedAt: number | null = null;
  events: PlannedEvent[] = [];
  notifications: PlannedNotification[] = [];
  documents = new Map<string, PlannedDocument>();
  updatedAt: number;

  constructor(
    readonly id: string,
    readonly kind: CaseKind,
    readonly reference: string,
    readonly createdAt: number,
    readonly person: PlanPerson,
    readonly notificationCounter: { next: number },
  ) {
    this.updatedAt = createdAt;
    this.event(createdAt, 'customer', null, 'created', { termsVersion: TERMS_VERSION });
  }

  event(at: number, actorType: Actor, adminId: string | null, kind: CaseEventKind, data: CaseEventData) {
    this.events.push({ at, actorType, adminId, kind, data });
    this.updatedAt = Math.max(this.updatedAt, at);
  }

  /** A status change, as transitionCase records it on the timeline. */
  move(at: number, actor: Actor, adminId: string | null, to: string, action: string, reason?: DecisionText) {
    this.event(at, actor, adminId, 'status', { from: this.status, to, action, ...(reason ? { reason } : {}) });
    this.status = to;
  }

  /** A decision by staff: the status change and who decided when. */
  decide(at: number, adminId: string, to: string, action: string, reason?: DecisionText) {
    this.move(at, 'admin', adminId, to, action, reason);
    this.decidedAt = at;
    this.decidedBy = adminId;
  }

  private notification(
    at: number,
    channel: 'sms' | 'email',
    purpose: string,
    bodyKey: string,
    subjectKey: string | null,
    vars: MessageVars,
    to?: string,
  ) {
    const recipient = to ?? (channel === 'sms' ? this.person.cellPhone : this.person.email!);
    const planned: PlannedNotification = {
      ref: this.notificationCounter.next++,
      at,
      channel,
      recipient,
      purpose,
      bodyKey,
      subjectKey,
      vars: { reference: this.reference, name: this.person.displayName, ...vars },
    };
    this.notifications.push(planned);
    return planned;
  }

  private shown(at: number, n: PlannedNotification) {
    this.events.push({
      at,
      actorType: 'system',
      adminId: null,
      kind: 'notification',
      data: { notificationId: 0, channel: n.channel, purpose: n.purpose },
      notificationRef: n.ref,
    });
  }

  /** An automatic SMS (and email when there is an address), each shown on the timeline, as queueCustomerMessage does. */
  tell(
    at: number,
    purpose: string,
    smsKey: string,
    email: [subjectKey: string, bodyKey: string],
    vars: MessageVars = {},
  ) {
    const sent = [this.notification(at, 'sms', purpose, smsKey, null, vars)];
    if (this.person.email) sent.push(this.notification(at, 'email', purpose, email[1], email[0], vars));
    for (const n of sent) this.shown(at, n);
  }

  /**
   * An SMS alone, shown on the timeline: the customer's own cancellation (cancelOwnTermination), or the account
   * holder on record told of a termination submitted from another number (submitTermination).
   */
  tellSms(at: number, purpose: string, smsKey: string, vars: MessageVars, to?: string) {
    this.shown(at, this.notification(at, 'sms', purpose, smsKey, null, vars, to));
  }

  /** A decision's messages, as queueDecision words them. */
  tellDecision(at: number, smsKey: string, vars: MessageVars, subjectKey = 'messages.decisionEmailSubject') {
    this.tell(at, 'status-update', smsKey, [subjectKey, 'messages.decisionEmailBody'], {
      ...vars,
      text: { key: smsKey, vars: { reference: this.reference, ...vars } },
    });
  }

  /** Staff's own message by SMS: one notification, named by the message event (no notification event). */
  message(at: number, adminId: string, text: string) {
    const n = this.notification(at, 'sms', 'status-update', 'messages.adminMessageSms', null, { message: text, text });
    this.events.push({
      at,
      actorType: 'admin',
      adminId,
      kind: 'message',
      data: { channel: 'sms', text, notificationId: 0 },
      notificationRef: n.ref,
    });
    this.lastMessage = { text };
    this.updatedAt = Math.max(this.updatedAt, at);
  }

  upload(at: number, type: string, quality: DocumentQuality) {
    this.documents.set(type, { type, uploadedAt: at, quality, isApproved: null, reviewedBy: null, reviewedAt: null });
    this.event(at, 'customer', null, 'document_uploaded', { type });
  }

  review(at: number, adminId: string, type: string, isApproved: boolean) {
    const document = this.documents.get(type);
    if (!document) return;
    Object.assign(document, { isApproved, reviewedBy: adminId, reviewedAt: at });
    this.event(at, 'admin', adminId, isApproved ? 'document_approved' : 'document_rejected', { type });
  }
}
