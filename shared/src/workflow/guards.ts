import { DIRECTOR_DOCUMENT_PATTERN } from '../business-constants.js';
import type { ErrorCode } from '../error-codes.js';
import { type HolderAnswer, isHolderSettled } from '../holder-answer.js';

/**
 * Facts a decision must respect besides the status (issue 26): the documents staff reviewed, the
 * premise the account opens on, the date the services are disconnected. A transition names its
 * guards in its kind's workflow; the server refuses it while one holds, and the Actions tab shows
 * the same reasons beside a disabled button. One evaluation, here, for both.
 */
export type GuardReason =
  | { code: 'document_missing'; document: string }
  | { code: 'document_rejected'; document: string }
  | { code: 'property_unconfirmed' }
  | { code: 'disconnection_not_due'; date: string }
  | { code: 'holder_not_confirmed'; answer: HolderAnswer };

export interface GuardFacts {
  /** The documents the request must hold, and each one's review (null: nobody reviewed it yet). */
  documents?: { required: readonly string[]; held: readonly { type: string; isApproved: boolean | null }[] };
  /** The request's complex and unit are linked to a unit of the premises register. */
  premiseConfirmed?: boolean;
  /** The date the customer asked to be disconnected, and today in South Africa (YYYY-MM-DD). */
  disconnection?: { date: string | null; today: string };
  /** A termination's account holder's answer, when somebody else asked to close the account (issue 39). */
  holder?: { answer: HolderAnswer };
}

interface GuardRule {
  /** An administrator may decide despite it, with a written reason; a reviewer may not. */
  overridable: boolean;
  reasons: (facts: GuardFacts) => GuardReason[];
  /** The refusal's own code, where it is more telling than `decision_blocked`. */
  code?: ErrorCode;
}

export const GUARDS = {
  /** Every required document uploaded and none marked Not Approved. */
  documentsAccepted: {
    overridable: true,
    reasons: ({ documents }) => {
      if (!documents) return [];
      const byType = new Map(documents.held.map((d) => [d.type, d]));
      return documents.required.flatMap((type): GuardReason[] => {
        const held = byType.get(type);
        if (!held) return [{ code: 'document_missing', document: type }];
        return held.isApproved === false ? [{ code: 'document_rejected', document: type }] : [];
      });
    },
  },
  /** The account opens on a unit of the premises register. */
  premiseConfirmed: {
    overridable: false,
    reasons: ({ premiseConfirmed }) => (premiseConfirmed === false ? [{ code: 'property_unconfirmed' }] : []),
  },
  /** Services are not closed before the day the customer asked for, unless staff record an early disconnection. */
  disconnectionDue: {
    overridable: false,
    reasons: ({ disconnection }) =>
      disconnection?.date && disconnection.date > disconnection.today
        ? [{ code: 'disconnection_not_due', date: disconnection.date }]
        : [],
  },
  /**
   * Nobody closes somebody else's account: a termination the register's holder did not ask for waits for the holder's
   * "yes, I asked for this". An administrator may go ahead with a written reason; a reviewer may not.
   */
  holderConfirmed: {
    overridable: true,
    code: 'holder_not_confirmed',
    reasons: ({ holder }) =>
      holder && !isHolderSettled(holder.answer) ? [{ code: 'holder_not_confirmed', answer: holder.answer }] : [],
  },
} as const satisfies Record<string, GuardRule>;
export type GuardName = keyof typeof GUARDS;

/** What stands in an action's way, and the required documents nobody has reviewed yet (listed, not blocking). */
export interface ActionGuard {
  blockers: GuardReason[];
  /** Every blocker may be overridden by an administrator with a reason. */
  overridable: boolean;
  unreviewed: string[];
}
export type CaseGuards = Partial<Record<string, ActionGuard>>;

/** The code a refusal answers with: the first blocking guard's own, else `decision_blocked`. */
export function refusalCode(guards: readonly GuardName[], facts: GuardFacts): ErrorCode {
  const rule = guards.map((name) => GUARDS[name] as GuardRule).find((r) => r.code && r.reasons(facts).length > 0);
  return rule?.code ?? 'decision_blocked';
}

export function evaluateGuards(guards: readonly GuardName[], facts: GuardFacts): ActionGuard {
  const found = guards.map((name) => ({ rule: GUARDS[name] as GuardRule, reasons: GUARDS[name].reasons(facts) }));
  const blockers = found.flatMap((f) => f.reasons);
  const held = facts.documents?.held ?? [];
  const unreviewed = guards.includes('documentsAccepted')
    ? (facts.documents?.required ?? []).filter((type) => held.some((d) => d.type === type && d.isApproved === null))
    : [];
  return { blockers, overridable: found.every((f) => f.rule.overridable || f.reasons.length === 0), unreviewed };
}

/** A message key and its values: a document is named by its own key, a director's with their number. */
export interface Translatable {
  key: string;
  vars?: Record<string, string | number | Translatable>;
}

export function documentLabel(type: string): Translatable {
  return DIRECTOR_DOCUMENT_PATTERN.test(type)
    ? { key: 'documents.director', vars: { number: Number(type.slice('director-'.length)) } }
    : { key: `documents.${type}` };
}

/** The reason in words: `decisions.guards.<code>` with the document or the date. */
export function guardReasonText(reason: GuardReason): Translatable {
  switch (reason.code) {
    case 'document_missing':
    case 'document_rejected':
      return { key: `decisions.guards.${reason.code}`, vars: { document: documentLabel(reason.document) } };
    case 'property_unconfirmed':
      return { key: 'decisions.guards.property_unconfirmed' };
    case 'disconnection_not_due':
      return { key: 'decisions.guards.disconnection_not_due', vars: { date: reason.date } };
    case 'holder_not_confirmed':
      return { key: `decisions.guards.holder_${reason.answer}` };
  }
}
