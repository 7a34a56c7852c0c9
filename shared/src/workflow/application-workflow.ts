import { CUSTOMER_SUBMISSION, defineWorkflow } from './workflow.js';

/** PRODUCT.md 'Workflow': the statuses and transitions of residential and business applications. */
export const applicationWorkflow = defineWorkflow({
  statuses: ['incomplete', 'pending', 'needsinfo', 'approved', 'rejected', 'completed', 'archived'],
  initial: 'incomplete',
  transitions: [
    ...CUSTOMER_SUBMISSION,
    {
      action: 'approve',
      from: ['pending'],
      to: 'approved',
      by: 'admin',
      requires: ['depositApproved'],
      guards: ['documentsAccepted', 'premiseConfirmed'],
    },
    { action: 'reject', from: ['pending'], to: 'rejected', by: 'admin', requires: ['reasonGiven'] },
    { action: 'request-info', from: ['pending'], to: 'needsinfo', by: 'admin', requires: ['messageGiven'] },
    // The dialog asks for the Metermis registration to be ticked; the list's 'Mark as Complete' acts directly (spec 2).
    { action: 'complete', from: ['approved'], to: 'completed', by: 'admin', requires: ['confirmationTicked'] },
    { action: 'archive', from: ['completed', 'rejected'], to: 'archived', by: 'admin' },
  ],
  editable: {
    /** The applicant edits, uploads and signs. */
    customer: ['incomplete', 'needsinfo'],
    /** Staff confirm the complex and unit until a decision is taken. */
    property: ['incomplete', 'pending', 'needsinfo'],
    /** The deposit may be set and changed until the application is decided. */
    deposit: ['pending'],
    /** Staff may refuse a document, and the customer replace a refused one, while the request waits on either (issue 39). */
    documentReview: ['pending', 'needsinfo'],
  },
});

export type ApplicationStatus = (typeof applicationWorkflow.statuses)[number];
export type ApplicationAction = (typeof applicationWorkflow.transitions)[number]['action'];
export const APPLICATION_STATUSES = applicationWorkflow.statuses;
