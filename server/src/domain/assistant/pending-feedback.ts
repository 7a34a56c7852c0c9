import type { PendingFeedbackAnalysis } from '@protea/shared/schemas/assistant';
import {
  listInformationRequests,
  listWaitingForInformation,
} from '../../db/repositories/assistant-waiting-repository.js';
import { businessDaysBetween } from '../calendar/business-hours.js';
import { decisionToText } from '../cases/decision-text.js';
import { type AssistantContext, caseRefOf, textOf } from './assistant-context.js';
import { LISTED_CASES } from './stalled-applications.js';

/** Requests for information still waiting on the customer: since when, and whether anything followed up. */
export async function analysePendingFeedback(context: AssistantContext): Promise<PendingFeedbackAnalysis> {
  const t = textOf(context);
  const threshold = context.settings.stallBusinessDays;
  const rows = await listWaitingForInformation(context.db);
  const waiting = rows
    .map((row) => {
      const requestedAt = new Date(row.requested_at ?? row.created_at);
      return {
        id: row.id,
        requestedAt,
        businessDaysWaiting: businessDaysBetween(requestedAt, context.now),
        reminderSent: row.reminded === true || (row.reminded as unknown) === 't',
      };
    })
    .sort((a, b) => b.businessDaysWaiting - a.businessDaysWaiting || a.requestedAt.getTime() - b.requestedAt.getTime());
  // Every request counts; the longest waits are listed by name, with what was asked.
  const listed = waiting.slice(0, LISTED_CASES);
  const details = new Map(
    (
      await listInformationRequests(
        context.db,
        listed.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  const cases = listed.map((row) => {
    const detail = details.get(row.id)!;
    return {
      ...caseRefOf(detail),
      requestedAt: row.requestedAt.toISOString(),
      businessDaysWaiting: row.businessDaysWaiting,
      reminderSent: row.reminderSent,
      request: decisionToText(detail.info_request, context.language) ?? '',
    };
  });
  const overdue = waiting.filter((row) => row.businessDaysWaiting > threshold);
  const unreminded = cases.filter((row) => row.businessDaysWaiting > threshold && !row.reminderSent);
  const unremindedCount = overdue.filter((row) => !row.reminderSent).length;
  const issues: string[] = [];
  const recommendations: string[] = [];
  if (overdue.length > 0) issues.push(t('feedback.issueOverdue', { count: overdue.length, days: threshold }));
  if (unremindedCount > 0) {
    issues.push(t('feedback.issueNoReminder', { count: unremindedCount }));
    recommendations.push(
      t('feedback.recommendRemind', {
        references: unreminded
          .slice(0, 5)
          .map((r) => r.reference)
          .join(', '),
      }),
    );
  }
  const veryOld = waiting.filter((row) => row.businessDaysWaiting > threshold * 4);
  if (veryOld.length > 0) recommendations.push(t('feedback.recommendClose', { count: veryOld.length }));
  if (recommendations.length === 0) recommendations.push(t('feedback.recommendNone'));
  return {
    summary:
      cases.length === 0
        ? t('feedback.summaryNone')
        : t('feedback.summary', {
            count: waiting.length,
            longest: cases[0]!.businessDaysWaiting,
            overdue: overdue.length,
            days: threshold,
          }),
    issues,
    recommendations,
    cases,
  };
}
