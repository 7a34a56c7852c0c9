import { type CaseGuards, evaluateGuards, type GuardFacts, type GuardName } from './guards.js';

/**
 * Who takes an action: the customer in the wizard, staff in the back office, the server itself, or an account's holder
 * answering for a termination somebody else asked for (issue 39).
 */
export type Actor = 'customer' | 'admin' | 'system' | 'holder';

/**
 * What an action needs besides the right status. `server` requirements are facts the server
 * checks before it moves the case; `client` requirements are asked for by the screen (a box to tick).
 */
export const REQUIREMENTS = {
  cellVerified: 'server',
  documentsComplete: 'server',
  depositApproved: 'server',
  reasonGiven: 'server',
  messageGiven: 'server',
  confirmationTicked: 'client',
  updateAcknowledged: 'client',
} as const;
export type Requirement = keyof typeof REQUIREMENTS;
export type Facts = Partial<Record<Requirement, boolean>>;

export interface Transition<S extends string, A extends string> {
  action: A;
  from: readonly S[];
  to: S;
  by: Actor;
  requires?: readonly Requirement[];
  /** Facts of the request that must hold too (guards.ts): shown before the click, enforced by the server. */
  guards?: readonly GuardName[];
}

export interface Workflow<S extends string, A extends string, E extends string> {
  statuses: readonly S[];
  initial: S;
  transitions: readonly Transition<S, A>[];
  /** Named things that may be changed only in some statuses (what the customer may edit, the property, the deposit). */
  editable: Record<E, readonly S[]>;
}

/**
 * Every kind's customer sends the request once the phone is verified and the documents are in, and
 * sends it again after a request for information: the same two transitions in every workflow.
 */
export const CUSTOMER_SUBMISSION = [
  {
    action: 'submit',
    from: ['incomplete'],
    to: 'pending',
    by: 'customer',
    requires: ['cellVerified', 'documentsComplete'],
  },
  {
    action: 'resubmit',
    from: ['needsinfo'],
    to: 'pending',
    by: 'customer',
    requires: ['cellVerified', 'documentsComplete'],
  },
] as const satisfies readonly Transition<'incomplete' | 'needsinfo' | 'pending', 'submit' | 'resubmit'>[];

export function defineWorkflow<const S extends string, const A extends string, const E extends string>(
  workflow: Workflow<S, A, E>,
): Workflow<S, A, E> {
  return workflow;
}

/** The transition an action takes from a status (by that actor, when named), or undefined when it is not allowed there. */
export function findTransition<S extends string, A extends string>(
  workflow: { transitions: readonly Transition<S, A>[] },
  action: A,
  from: string,
  by?: Actor,
): Transition<S, A> | undefined {
  return workflow.transitions.find(
    (t) => t.action === action && (t.from as readonly string[]).includes(from) && (by === undefined || t.by === by),
  );
}

/** Requirements of a transition that the facts do not meet (a missing fact counts as not met). */
export function unmetRequirements(transition: { requires?: readonly Requirement[] }, facts: Facts): Requirement[] {
  return (transition.requires ?? []).filter((requirement) => facts[requirement] !== true);
}

/** The actions an actor may offer for a status, each with what it leads to and what it needs. */
export function availableActions<S extends string, A extends string>(
  workflow: { transitions: readonly Transition<S, A>[] },
  status: string,
  actor: Actor,
): Transition<S, A>[] {
  return workflow.transitions.filter((t) => t.by === actor && (t.from as readonly string[]).includes(status));
}

export function canEdit<S extends string, E extends string>(
  workflow: { editable: Record<E, readonly S[]> },
  what: E,
  status: string,
): boolean {
  return (workflow.editable[what] as readonly string[]).includes(status);
}

/** Each guarded action an actor may take from the status, with what stands in its way. */
export function caseGuards(
  workflow: { transitions: readonly Transition<string, string>[] },
  status: string,
  actor: Actor,
  facts: GuardFacts,
): CaseGuards {
  return Object.fromEntries(
    availableActions(workflow, status, actor)
      .filter((t) => t.guards !== undefined)
      .map((t) => [t.action, evaluateGuards(t.guards!, facts)]),
  );
}
