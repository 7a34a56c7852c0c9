/** The statuses a case waits in, each with a target in business hours (issue 28; SLA_* in the server's config). */
export const OPEN_STATUSES = ['pending', 'needsinfo', 'approved'] as const;
export type OpenStatus = (typeof OPEN_STATUSES)[number];

/**
 * The open statuses in which the next move is staff's: a decision (pending), or the connection or disconnection and
 * the completion (approved). In needs info the customer answers; a request there past its due time is late on the
 * customer's side (the pending-feedback analysis), not staff's.
 */
export const AWAITING_STAFF_STATUSES = ['pending', 'approved'] as const satisfies readonly OpenStatus[];
