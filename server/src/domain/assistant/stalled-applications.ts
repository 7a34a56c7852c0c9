import type { CaseRef, StalledAnalysis } from '@protea/shared/schemas/assistant';
import { listCaseRefs, listIdleCases } from '../../db/repositories/assistant-waiting-repository.js';
import { businessDaysBetween } from '../calendar/business-hours.js';
import { type AssistantContext, caseRefOf, textOf } from './assistant-context.js';

/** The statuses in which a request is under way after submission (drafts are the funnel's). */
export const OPEN_STATUSES = ['pending', 'needsinfo', 'approved'] as const;

/** How many requests an answer lists by name (the counts cover them all). */
export const LISTED_CASES = 200;

/**
 * Open requests in these statuses idle (no customer's or staff's event on the timeline) for at least
 * `days` business days, oldest first: id, status, last activity and business days idle. Only ids
 * travel for all of them; the names of the ones listed are read with `caseRefsOf`.
 */
export async function loadIdleCases(
  context: AssistantContext,
  statuses: readonly string[],
  days: number,
  kinds?: readonly string[],
) {
  // Business days idle are never more than calendar days idle, so the calendar bound narrows the rows first.
  const before = new Date(context.now.getTime() - days * 86_400_000);
  const rows = await listIdleCases(context.db, statuses, before, kinds);
  return rows
    .map((row) => {
      const lastActivity = new Date(row.last_activity);
      return {
        id: row.id,
        status: row.status,
        lastActivity,
        idleBusinessDays: businessDaysBetween(lastActivity, context.now),
      };
    })
    .filter((row) => row.idleBusinessDays >= days);
}

/** The names and kinds of some requests (at most LISTED_CASES ids at a time), by id. */
export async function caseRefsOf(context: AssistantContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, CaseRef>();
  const rows = await listCaseRefs(context.db, ids);
  return new Map(rows.map((row) => [row.id, caseRefOf(row)]));
}

/** Requests with no activity beyond the configured number of business days, by status, oldest first. */
export async function analyseStalledApplications(context: AssistantContext): Promise<StalledAnalysis> {
  const t = textOf(context);
  const threshold = context.settings.stallBusinessDays;
  const idle = await loadIdleCases(context, OPEN_STATUSES, threshold);
  const listed = idle.slice(0, LISTED_CASES);
  const refs = await caseRefsOf(
    context,
    listed.map((row) => row.id),
  );
  const cases = listed.map((row) => ({
    ...refs.get(row.id)!,
    idleBusinessDays: row.idleBusinessDays,
    lastActivityAt: row.lastActivity.toISOString(),
  }));
  const byStatus = OPEN_STATUSES.map((status) => ({
    status,
    count: idle.filter((row) => row.status === status).length,
  }));
  const issues = byStatus
    .filter((row) => row.count > 0)
    .map((row) => t('stalled.issueStatus', { count: row.count, status: t(`status.${row.status}`), days: threshold }));
  const recommendations = byStatus.filter((row) => row.count > 0).map((row) => t(`stalled.recommend.${row.status}`));
  if (cases.length > 0) recommendations.push(t('stalled.recommendOldest', { reference: cases[0]!.reference }));
  else recommendations.push(t('stalled.recommendNone'));
  return {
    summary:
      cases.length === 0
        ? t('stalled.summaryNone', { days: threshold })
        : t('stalled.summary', {
            count: idle.length,
            days: threshold,
            oldest: cases[0]!.idleBusinessDays,
          }),
    issues,
    recommendations,
    thresholdBusinessDays: threshold,
    byStatus,
    cases,
  };
}
