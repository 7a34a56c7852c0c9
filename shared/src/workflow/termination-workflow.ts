import { CUSTOMER_SUBMISSION, defineWorkflow } from './workflow.js';

/** Spec 3 section 4 and PRODUCT.md 'Terminations': residential and business terminations. */
export const terminationWorkflow = defineWorkflow({
  statuses: ['incomplete', 'pending', 'needsinfo', 'approved', 'rejected', 'completed', 'cancelled', 'archived'],
  initial: 'incomplete',
  transitions: [
    ...CUSTOMER_SUBMISSION,
    // Somebody other than the holder on file asked: staff wait for the holder's yes (issue 39).
    { action: 'approve', from: ['pending'], to: 'approved', by: 'admin', guards: ['holderConfirmed'] },
    // From needs info only once staff tick that the customer's information was updated.
    {
      action: 'approve',
      from: ['needsinfo'],
      to: 'approved',
      by: 'admin',
      requires: ['updateAcknowledged'],
      guards: ['holderConfirmed'],
    },
    { action: 'reject', from: ['pending'], to: 'rejected', by: 'admin', requires: ['reasonGiven'] },
    { action: 'request-info', from: ['pending'], to: 'needsinfo', by: 'admin', requires: ['messageGiven'] },
    {
      action: 'complete',
      from: ['approved'],
      to: 'completed',
      by: 'admin',
      requires: ['confirmationTicked'],
      guards: ['disconnectionDue', 'holderConfirmed'],
    },
    { action: 'cancel', from: ['pending', 'needsinfo', 'approved'], to: 'cancelled', by: 'admin' },
    // The customer may withdraw their own request until staff have acted on it.
    { action: 'cancel', from: ['pending'], to: 'cancelled', by: 'customer' },
    // The account's holder says "this was not me": the request ends at once, whatever staff decided meanwhile.
    { action: 'holder-deny', from: ['pending', 'needsinfo', 'approved'], to: 'cancelled', by: 'holder' },
    { action: 'archive', from: ['completed', 'rejected', 'cancelled'], to: 'archived', by: 'admin' },
  ],
  editable: {
    customer: ['incomplete', 'needsinfo'],
    property: ['incomplete', 'pending', 'needsinfo'],
    deposit: [],
    /** Staff may refuse a document, and the customer replace a refused one, while the request waits on either (issue 39). */
    documentReview: ['pending', 'needsinfo'],
  },
});

export type TerminationStatus = (typeof terminationWorkflow.statuses)[number];
export type TerminationAction = (typeof terminationWorkflow.transitions)[number]['action'];
export const TERMINATION_STATUSES = terminationWorkflow.statuses;
