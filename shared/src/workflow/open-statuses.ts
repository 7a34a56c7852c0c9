/** The statuses a case waits in, each with a target in business hours (issue 28; SLA_* in the server's config). */
export const OPEN_STATUSES = ['pending', 'needsinfo', 'approved'] as const;
export type OpenStatus = (typeof OPEN_STATUSES)[number];
