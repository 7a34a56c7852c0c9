/**
 * The overview's figures, defined once for applications and terminations: docs/overview-figures.md. The server
 * counts (server/src/domain/cases/overview-figures.ts); these are the rules both sides apply to the counts.
 */

/** `part` as a rounded percent of `total`; 0 when there is nothing to divide. */
export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

/**
 * The completion rate: requests whose status is completed, as a rounded percent of every request of the kind (spec 2
 * and 3: completed divided by total). An archived request is in the total but never completed, whether it was
 * completed or rejected before archiving: the status before archiving is not counted cheaply at a million rows.
 */
export const completionRate = (counts: { completed: number; total: number }) =>
  percentOf(counts.completed, counts.total);

/**
 * The Status Overview's bars, as the statuses each one adds up (spec 2: incomplete plus needs-info, pending,
 * completed). Each status is counted as the pipeline and the list tabs count it.
 */
export const STATUS_BARS = [
  { key: 'waiting', statuses: ['incomplete', 'needsinfo'] },
  { key: 'pending', statuses: ['pending'] },
  { key: 'completed', statuses: ['completed'] },
] as const;
