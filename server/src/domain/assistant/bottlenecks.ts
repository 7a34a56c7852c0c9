import { APPLICATION_STEPS, type ApplicationStep } from '@protea/shared/constants';
import type { BottlenecksAnalysis } from '@protea/shared/schemas/assistant';
import {
  countApplicationsByStep,
  type InfoLoopRow,
  listApplicationSteps,
  listInfoLoops,
} from '../../db/repositories/assistant-flow-repository.js';
import { translate } from '../../i18n/translate.js';
import { businessHoursBetween } from '../calendar/business-hours.js';
import { type AssistantContext, caseRefOf, textOf } from './assistant-context.js';
import { caseRefsOf, loadIdleCases } from './stalled-applications.js';
import { median, round1 } from './stats.js';
import { WAITING_PERIOD_DAYS } from './waiting-times.js';

const STEPS = Object.entries(APPLICATION_STEPS) as Array<[ApplicationStep, number]>;

/** Where drafts stop in the wizard, and the loops between a request for information and the resubmission. */
export async function analyseBottlenecks(context: AssistantContext): Promise<BottlenecksAnalysis> {
  const t = textOf(context);
  const since = new Date(context.now.getTime() - WAITING_PERIOD_DAYS * 86_400_000);
  const stepRows = await countApplicationsByStep(context.db, since);
  // A submitted application went through every step, whatever step number it stored last.
  const furthest = stepRows.map((row) => ({
    step: row.status === 'incomplete' ? Number(row.step_no) : APPLICATION_STEPS.confirmation,
    isDraft: row.status === 'incomplete',
    n: Number(row.n),
  }));
  const funnel = STEPS.map(([step, number]) => ({
    step: translate(context.language, `wizard.steps.${step}`),
    reached: furthest.filter((row) => row.step >= number).reduce((sum, row) => sum + row.n, 0),
    stoppedHere: furthest.filter((row) => row.isDraft && row.step === number).reduce((sum, row) => sum + row.n, 0),
  }));

  const loopRows = await listInfoLoops(context.db, since);
  const perCase = new Map<
    string,
    { row: InfoLoopRow; rounds: number; resubmitted: number; hours: number[]; askedAt: Date | null }
  >();
  for (const row of loopRows) {
    const entry = perCase.get(row.case_id) ?? { row, rounds: 0, resubmitted: 0, hours: [], askedAt: null };
    if (row.to_status === 'needsinfo') {
      entry.rounds++;
      entry.askedAt = new Date(row.at);
    } else if (row.from_status === 'needsinfo' && row.to_status === 'pending' && entry.askedAt) {
      entry.resubmitted++;
      entry.hours.push(businessHoursBetween(entry.askedAt, new Date(row.at)));
      entry.askedAt = null;
    }
    perCase.set(row.case_id, entry);
  }
  const loops = [...perCase.values()];
  const resubmitHours = loops.flatMap((entry) => entry.hours);
  const rework = {
    requests: loops.reduce((sum, entry) => sum + entry.rounds, 0),
    resubmitted: loops.reduce((sum, entry) => sum + entry.resubmitted, 0),
    repeated: loops.filter((entry) => entry.rounds > 1).length,
    medianResubmitHours: resubmitHours.length === 0 ? null : round1(median(resubmitHours)),
    cases: loops
      .filter((entry) => entry.rounds > 1)
      .sort((a, b) => b.rounds - a.rounds)
      .slice(0, 20)
      .map((entry) => ({ ...caseRefOf(entry.row), rounds: entry.rounds })),
  };

  const stepNameOf = (number: number) =>
    translate(context.language, `wizard.steps.${STEPS.find(([, n]) => n === number)?.[0] ?? 'client_details'}`);
  const threshold = context.settings.stallBusinessDays;
  const idleDrafts = await loadIdleCases(context, ['incomplete'], threshold, [
    'residential_application',
    'business_application',
  ]);
  const listedDrafts = idleDrafts.slice(0, 50);
  const refs = await caseRefsOf(
    context,
    listedDrafts.map((row) => row.id),
  );
  const steps = new Map(
    (
      await listApplicationSteps(
        context.db,
        listedDrafts.map((row) => row.id),
      )
    ).map((row) => [row.id, Number(row.step_no)]),
  );
  const abandoned = listedDrafts.map((row) => ({
    ...refs.get(row.id)!,
    step: stepNameOf(steps.get(row.id) ?? APPLICATION_STEPS.client_details),
    idleBusinessDays: row.idleBusinessDays,
  }));

  const issues: string[] = [];
  const recommendations: string[] = [];
  const worst = [...funnel].sort((a, b) => b.stoppedHere - a.stoppedHere)[0];
  const started = funnel[0]?.reached ?? 0;
  if (worst && worst.stoppedHere > 0) {
    issues.push(
      t('bottlenecks.issueStep', {
        step: worst.step,
        count: worst.stoppedHere,
        share: started ? Math.round((worst.stoppedHere / started) * 100) : 0,
      }),
    );
    const worstStep = STEPS.find(([step]) => translate(context.language, `wizard.steps.${step}`) === worst.step)?.[0];
    recommendations.push(t(`bottlenecks.recommend.${worstStep ?? 'client_details'}`));
  }
  if (rework.repeated > 0) {
    issues.push(t('bottlenecks.issueRepeated', { count: rework.repeated }));
    recommendations.push(t('bottlenecks.recommendClearerRequests'));
  }
  if (idleDrafts.length > 0) {
    issues.push(t('bottlenecks.issueAbandoned', { count: idleDrafts.length, days: threshold }));
    recommendations.push(t('bottlenecks.recommendFollowUpDrafts'));
  }
  if (recommendations.length === 0) recommendations.push(t('bottlenecks.recommendNone'));
  const submitted = funnel.at(-1)?.reached ?? 0;
  return {
    summary:
      started === 0
        ? t('bottlenecks.summaryEmpty', { days: WAITING_PERIOD_DAYS })
        : t('bottlenecks.summary', {
            started,
            submitted,
            share: Math.round((submitted / started) * 100),
            requests: rework.requests,
            resubmitted: rework.resubmitted,
          }),
    issues,
    recommendations,
    funnel,
    rework,
    abandoned,
  };
}
