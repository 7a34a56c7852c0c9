import { sharePercent } from '@protea/shared/number-format';
import type { HistogramBucket, StatusWaiting, WaitingTimesAnalysis } from '@protea/shared/schemas/assistant';
import { OPEN_STATUSES } from '@protea/shared/workflow/open-statuses';
import {
  BUSINESS_DAY,
  businessHoursBetween,
  HOURS_PER_BUSINESS_DAY,
  holidaysBetween,
} from '../calendar/business-hours.js';
import { serviceLevels } from '../cases/service-levels.js';
import { type AssistantContext, textOf } from './assistant-context.js';
import { median, quantile, round1 } from './stats.js';
import { loadStatusSpells } from './status-spells.js';

/** The period the analysis looks back over. */
export const WAITING_PERIOD_DAYS = 180;
/** The latest requests of the period measured, at most (medians and percentiles are stable long before). */
export const MEASURED_REQUESTS = 20_000;
const d = HOURS_PER_BUSINESS_DAY;
/** Histogram bounds in business hours: half a day, 1, 2, 3, 5 and 10 business days. */
const BUCKET_BOUNDS = [0, d / 2, d, 2 * d, 3 * d, 5 * d, 10 * d];

function histogramOf(hours: readonly number[]): HistogramBucket[] {
  return BUCKET_BOUNDS.map((fromHours, i) => {
    const toHours = BUCKET_BOUNDS[i + 1] ?? null;
    return {
      fromHours: round1(fromHours),
      toHours: toHours === null ? null : round1(toHours),
      count: hours.filter((h) => h >= fromHours && (toHours === null || h < toHours)).length,
    };
  });
}

/** Time in each status in business hours, against the targets; the requests waiting far longer than the rest. */
export async function analyseWaitingTimes(context: AssistantContext): Promise<WaitingTimesAnalysis> {
  const t = textOf(context);
  const { now } = context;
  // The service levels every due time is counted from (SLA_* in the configuration, set by create-server.ts).
  const targets: Partial<Record<string, number>> = serviceLevels();
  const spells = await loadStatusSpells(context, WAITING_PERIOD_DAYS, MEASURED_REQUESTS);
  const measured = spells
    .filter((spell) => (OPEN_STATUSES as readonly string[]).includes(spell.status))
    .map((spell) => ({ ...spell, hours: businessHoursBetween(spell.from, spell.to ?? now) }));

  const statuses: StatusWaiting[] = OPEN_STATUSES.map((status) => {
    const hours = measured.filter((spell) => spell.status === status).map((spell) => spell.hours);
    const target = targets[status] ?? null;
    return {
      status,
      count: hours.length,
      medianHours: round1(median(hours)),
      p90Hours: round1(quantile(hours, 0.9)),
      targetHours: target,
      withinTarget:
        target === null || hours.length === 0
          ? null
          : Math.round((hours.filter((h) => h <= target).length / hours.length) * 1000) / 1000,
    };
  });

  // From the customer's first submission to the decision, over the decided requests.
  const byCase = new Map<string, typeof spells>();
  for (const spell of spells) {
    const caseSpells = byCase.get(spell.caseId);
    if (caseSpells) caseSpells.push(spell);
    else byCase.set(spell.caseId, [spell]);
  }
  const decisionHours: number[] = [];
  for (const caseSpells of byCase.values()) {
    const submitted = caseSpells.find((spell) => spell.status === 'pending');
    const decided = caseSpells.find((spell) => ['approved', 'rejected'].includes(spell.status));
    if (submitted && decided && decided.from >= submitted.from) {
      decisionHours.push(businessHoursBetween(submitted.from, decided.from));
    }
  }

  const pendingHours = measured.filter((spell) => spell.status === 'pending').map((spell) => spell.hours);
  const p90ByStatus = new Map(statuses.map((row) => [row.status, row.p90Hours]));
  const outliers = measured
    .filter((spell) => spell.to === null && spell.status === spell.currentStatus)
    .filter((spell) => {
      const limit = Math.max(p90ByStatus.get(spell.status) ?? 0, targets[spell.status] ?? 0);
      return spell.hours > limit && spell.hours > 0;
    })
    .sort((a, b) => b.hours - a.hours)
    .slice(0, 25)
    .map((spell) => ({
      reference: spell.reference,
      kind: spell.kind as WaitingTimesAnalysis['outliers'][number]['kind'],
      name: spell.name,
      status: spell.status,
      businessHours: round1(spell.hours),
    }));

  const issues: string[] = [];
  const recommendations: string[] = [];
  for (const row of statuses) {
    if (row.withinTarget !== null && row.withinTarget < 0.8) {
      issues.push(
        t('waiting.issueTarget', {
          status: t(`status.${row.status}`),
          share: sharePercent(row.withinTarget),
          target: row.targetHours!,
          median: row.medianHours,
          p90: row.p90Hours,
        }),
      );
      recommendations.push(t(`waiting.recommend.${row.status}`));
    }
  }
  if (outliers.length > 0) {
    issues.push(t('waiting.issueOutliers', { count: outliers.length }));
    recommendations.push(t('waiting.recommendOutliers'));
  }
  if (recommendations.length === 0) recommendations.push(t('waiting.recommendKeep'));
  const pending = statuses[0]!;
  const summary =
    measured.length === 0
      ? t('waiting.summaryEmpty', { days: WAITING_PERIOD_DAYS })
      : [
          t('waiting.summary', {
            count: measured.length,
            days: WAITING_PERIOD_DAYS,
            median: round1(median(decisionHours)),
            decided: decisionHours.length,
          }),
          ...(pending.count > 0
            ? [t('waiting.summaryPending', { pendingMedian: pending.medianHours, pendingP90: pending.p90Hours })]
            : []),
        ].join(' ');
  return {
    summary,
    issues,
    recommendations,
    businessHours: {
      start: '08:00',
      end: '16:30',
      timeZone: BUSINESS_DAY.timeZone,
      holidaysExcluded: holidaysBetween(new Date(now.getTime() - WAITING_PERIOD_DAYS * 86_400_000), now),
    },
    statuses,
    decision: {
      count: decisionHours.length,
      medianHours: round1(median(decisionHours)),
      p90Hours: round1(quantile(decisionHours, 0.9)),
    },
    histogram: histogramOf(pendingHours),
    outliers,
  };
}
