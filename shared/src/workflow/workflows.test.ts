import { describe, expect, test } from 'vitest';
import { applicationWorkflow } from './application-workflow.js';
import { terminationWorkflow } from './termination-workflow.js';
import { availableActions, canEdit, findTransition, unmetRequirements, type Workflow } from './workflow.js';
import { WORKFLOWS } from './workflows.js';

type AnyWorkflow = Workflow<string, string, string>;

/** Every (action, from) pair the workflow allows, as "action: from -> to (by)". */
function allowed(workflow: AnyWorkflow): string[] {
  return workflow.transitions.flatMap((t) => t.from.map((from) => `${t.action}: ${from} -> ${t.to} (${t.by})`)).sort();
}

/** The same, computed the other way: asking findTransition for every action from every status, by each actor. */
function found(workflow: AnyWorkflow): string[] {
  const actions = [...new Set(workflow.transitions.map((t) => t.action))];
  return workflow.statuses
    .flatMap((from) =>
      actions.flatMap((action) =>
        (['admin', 'customer', 'system', 'holder'] as const).map((by) => {
          const transition = findTransition(workflow, action, from, by);
          return transition ? `${action}: ${from} -> ${transition.to} (${transition.by})` : null;
        }),
      ),
    )
    .filter((line): line is string => line !== null)
    .sort();
}

/** Asks for every action from every status: allowed exactly when listed; returns how many were refused. */
function countForbidden(workflow: AnyWorkflow, actions: string[]): number {
  let forbidden = 0;
  for (const status of workflow.statuses) {
    for (const action of actions) {
      const isAllowed = allowed(workflow).some((line) => line.startsWith(`${action}: ${status} ->`));
      expect(findTransition(workflow, action, status) !== undefined, `${action} from ${status}`).toBe(isAllowed);
      if (!isAllowed) forbidden++;
    }
  }
  return forbidden;
}

/** What both workflows allow alike: the customer's submission, staff's decisions on it, completing and archiving. */
const COMMON_TRANSITIONS = [
  'approve: pending -> approved (admin)',
  'archive: completed -> archived (admin)',
  'archive: rejected -> archived (admin)',
  'complete: approved -> completed (admin)',
  'reject: pending -> rejected (admin)',
  'request-info: pending -> needsinfo (admin)',
  'resubmit: needsinfo -> pending (customer)',
  'submit: incomplete -> pending (customer)',
];

/** The transitions the workflow allows, read both ways: from its list, and by asking findTransition. */
function expectAllowedExactly(workflow: AnyWorkflow, expected: string[]) {
  expect(allowed(workflow)).toEqual(expected);
  expect(found(workflow)).toEqual(expected);
}

describe('the application workflow (PRODUCT.md, Workflow)', () => {
  const sut = applicationWorkflow as unknown as AnyWorkflow;

  test('allows exactly these transitions, and nothing else', () => {
    expectAllowedExactly(sut, COMMON_TRANSITIONS);
  });

  test('every other action from every status is forbidden', () => {
    const actions = ['submit', 'resubmit', 'approve', 'reject', 'request-info', 'complete', 'archive'];
    expect(countForbidden(sut, actions)).toBe(7 * 7 - 8);
  });

  test('approving needs the deposit approved; completing needs the Metermis confirmation ticked', () => {
    const approve = findTransition(sut, 'approve', 'pending')!;
    expect(unmetRequirements(approve, {})).toEqual(['depositApproved']);
    expect(unmetRequirements(approve, { depositApproved: true })).toEqual([]);
    expect(unmetRequirements(findTransition(sut, 'complete', 'approved')!, {})).toEqual(['confirmationTicked']);
    expect(unmetRequirements(findTransition(sut, 'submit', 'incomplete')!, { cellVerified: true })).toEqual([
      'documentsComplete',
    ]);
  });

  test('staff are offered the actions of the status, the applicant theirs', () => {
    expect(availableActions(sut, 'pending', 'admin').map((t) => t.action)).toEqual([
      'approve',
      'reject',
      'request-info',
    ]);
    expect(availableActions(sut, 'pending', 'customer')).toEqual([]);
    expect(availableActions(sut, 'needsinfo', 'customer').map((t) => t.action)).toEqual(['resubmit']);
    expect(availableActions(sut, 'archived', 'admin')).toEqual([]);
  });

  test('the applicant edits while incomplete or asked for information; staff set the deposit only while pending', () => {
    const editable = (what: 'customer' | 'property' | 'deposit') =>
      sut.statuses.filter((status) => canEdit(sut, what, status));
    expect(editable('customer')).toEqual(['incomplete', 'needsinfo']);
    expect(editable('property')).toEqual(['incomplete', 'pending', 'needsinfo']);
    expect(editable('deposit')).toEqual(['pending']);
  });
});

describe('the termination workflow (spec 3 section 4 and PRODUCT.md, Terminations)', () => {
  const sut = terminationWorkflow as unknown as AnyWorkflow;

  test('allows exactly these transitions, and nothing else', () => {
    const expected = [
      ...COMMON_TRANSITIONS,
      'approve: needsinfo -> approved (admin)',
      'archive: cancelled -> archived (admin)',
      'cancel: approved -> cancelled (admin)',
      'cancel: needsinfo -> cancelled (admin)',
      'cancel: pending -> cancelled (admin)',
      'cancel: pending -> cancelled (customer)',
      'holder-deny: approved -> cancelled (holder)',
      'holder-deny: needsinfo -> cancelled (holder)',
      'holder-deny: pending -> cancelled (holder)',
    ];
    expectAllowedExactly(sut, expected.sort());
  });

  test('every other action from every status is forbidden; the customer may cancel only while pending; rejected, cancelled and completed are terminal but for archive', () => {
    const actions = ['submit', 'resubmit', 'approve', 'reject', 'request-info', 'complete', 'cancel', 'archive'];
    expect(countForbidden(sut, actions)).toBe(8 * 8 - 13);
    expect(availableActions(sut, 'pending', 'customer').map((t) => t.action)).toEqual(['cancel']);
    expect(availableActions(sut, 'needsinfo', 'customer').map((t) => t.action)).toEqual(['resubmit']);
    // The account's holder may only say "not me", and only while the request is open (issue 39).
    for (const open of ['pending', 'needsinfo', 'approved']) {
      expect(availableActions(sut, open, 'holder').map((t) => t.action)).toEqual(['holder-deny']);
    }
    for (const closed of ['incomplete', 'rejected', 'cancelled', 'completed', 'archived']) {
      expect(availableActions(sut, closed, 'holder')).toEqual([]);
    }
    for (const terminal of ['rejected', 'cancelled', 'completed']) {
      expect(availableActions(sut, terminal, 'admin').map((t) => t.action)).toEqual(['archive']);
    }
  });

  test('approving from needs info needs the update acknowledged; completing needs the confirmation ticked', () => {
    expect(unmetRequirements(findTransition(sut, 'approve', 'pending')!, {})).toEqual([]);
    expect(unmetRequirements(findTransition(sut, 'approve', 'needsinfo')!, {})).toEqual(['updateAcknowledged']);
    expect(unmetRequirements(findTransition(sut, 'complete', 'approved')!, {})).toEqual(['confirmationTicked']);
    expect(unmetRequirements(findTransition(sut, 'reject', 'pending')!, { reasonGiven: true })).toEqual([]);
  });

  test('no deposit is set on a termination; the customer edits while incomplete or asked for information', () => {
    expect(sut.statuses.filter((status) => canEdit(sut, 'deposit', status))).toEqual([]);
    expect(sut.statuses.filter((status) => canEdit(sut, 'customer', status))).toEqual(['incomplete', 'needsinfo']);
  });
});

test('every kind has its workflow, and every status of a workflow is reachable from its first', () => {
  for (const [kind, workflow] of Object.entries(WORKFLOWS) as Array<[string, AnyWorkflow]>) {
    const reached = new Set([workflow.initial]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of workflow.transitions) {
        if (t.from.some((from) => reached.has(from)) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort(), kind).toEqual([...workflow.statuses].sort());
  }
});
