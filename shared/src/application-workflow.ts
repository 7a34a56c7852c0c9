import type { ApplicationStatus } from './constants.js';

export type ApplicationAction = 'submit' | 'approve' | 'reject' | 'request-info' | 'resubmit' | 'complete' | 'archive';

/** PRODUCT.md's transitions; anything else is a 409. */
export const APPLICATION_TRANSITIONS: Record<ApplicationAction, { from: ApplicationStatus[]; to: ApplicationStatus }> =
  {
    submit: { from: ['incomplete'], to: 'pending' },
    resubmit: { from: ['needsinfo'], to: 'pending' },
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
    'request-info': { from: ['pending'], to: 'needsinfo' },
    complete: { from: ['approved'], to: 'completed' },
    archive: { from: ['completed', 'rejected'], to: 'archived' },
  };

export function canTransition(action: ApplicationAction, from: string): boolean {
  return (APPLICATION_TRANSITIONS[action].from as string[]).includes(from);
}

export const REJECTION_REASONS = {
  'invalid-application': 'Invalid application.',
  'incomplete-info': 'Incomplete application information.',
  'non-qualifying': 'You do not meet the required qualification criteria.',
  duplicate: 'Duplicate application found in our system.',
} as const;

export const INFO_REQUEST_OPTIONS = {
  'incomplete-incorrect-info': 'Incomplete/incorrect information on application form.',
  'general-info-not-signed': 'General Information page not signed.',
  'unclear-id-copy': 'Unclear/unreadable ID copy.',
  'incomplete-lease-agreement': 'Incomplete Lease Agreement.',
  'title-deed-required': 'Title Deed/Letter of Transfer, with the registration date.',
  'supporting-docs': 'Supporting documents required.',
} as const;

/** Money is kept in cents and shown as `R 2 000.00`. */
export function formatRand(cents: number): string {
  const negative = cents < 0;
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}R ${grouped}.${fraction}`;
}
