import { APPLICATION_KINDS, type CaseKind, TERMINATION_KINDS } from '@protea/shared/case-kinds';
import { saDateTimeFormat } from '@protea/shared/sa-time';
import type { AskAnswer, FigureList, FigureStatus } from '@protea/shared/schemas/assistant-ask';
import { AWAITING_STAFF_STATUSES, OPEN_STATUSES } from '@protea/shared/workflow/open-statuses';
import { listOverdueCases } from '../../../db/repositories/overdue-case-repository.js';
import { listFigures } from '../../cases/overview-figures.js';
import { type AssistantContext, caseRefOf, textOf } from '../assistant-context.js';
import type { FigureQuestion } from './figure-question.js';

const LIST_KINDS: Record<FigureList, readonly CaseKind[]> = {
  applications: APPLICATION_KINDS,
  terminations: TERMINATION_KINDS,
};

/** How many late requests the answer names; the count covers them all, and the list's overdue view shows them. */
export const LATE_LISTED = 10;

const statusesOf = (status: FigureStatus | null): readonly string[] | undefined =>
  status === null ? undefined : status === 'open' ? OPEN_STATUSES : [status];

const listsKey = (lists: readonly FigureList[]) => (lists.length === 1 ? lists[0]! : 'both');

/**
 * "How many ...?": the overview's own figure (listFigures, docs/overview-figures.md) for the lists, status and period
 * asked, so the chat and the dashboard never give two numbers for one thing. A status with a period counts the
 * requests created in the period that are in that status now, as the figures are kept.
 */
async function answerCount(context: AssistantContext, { lists, status, period }: FigureQuestion): Promise<AskAnswer> {
  const t = textOf(context);
  const byList: Array<{ list: FigureList; count: number }> = [];
  for (const list of lists) {
    const figures = await listFigures(context.db, LIST_KINDS[list], statusesOf(status));
    byList.push({ list, count: period ? figures[period] : figures.total });
  }
  const count = byList.reduce((sum, row) => sum + row.count, 0);
  const parts = {
    count,
    list: t(`ask.figures.lists.${listsKey(lists)}`),
    status: t(`ask.figures.statuses.${status ?? 'any'}`),
    period: period ? t(`ask.figures.periods.${period}`) : '',
  };
  const sentence = period ? (status ? 'countInPeriodWithStatus' : 'countInPeriod') : 'count';
  const message = [
    t(`ask.figures.${sentence}`, parts),
    ...(lists.length > 1
      ? [t('ask.figures.byList', { applications: byList[0]!.count, terminations: byList[1]!.count })]
      : []),
    ...(status === 'pending' ? [t('ask.figures.pendingNote')] : []),
  ].join(' ');
  return { success: true, analysis: null, count: { status, period, count, byList }, message };
}

/**
 * "Which ... are late?": the back office's overdue list (a due time by the service level passed) of the lists asked,
 * in the statuses where staff hold the next move, the longest overdue first.
 */
async function answerLate(context: AssistantContext, { lists, status }: FigureQuestion): Promise<AskAnswer> {
  const t = textOf(context);
  const statuses = AWAITING_STAFF_STATUSES.filter((awaiting) => status === null || status === awaiting);
  const kinds = lists.flatMap((list) => LIST_KINDS[list]);
  const { rows, total } = await listOverdueCases(context.db, context.now, LATE_LISTED, { kinds, statuses });
  const cases = rows.map((row) => ({
    ...caseRefOf({ ...row, display_name: row.displayName ?? '' }),
    dueAt: row.dueAt!.toISOString(),
  }));
  const list = t(`ask.figures.lists.${listsKey(lists)}`);
  const message =
    total === 0
      ? t('ask.figures.lateNone', { list })
      : [
          t('ask.figures.late', { list, count: total }),
          ...cases.map((row) =>
            t('ask.figures.lateLine', {
              reference: row.reference,
              name: row.name,
              status: t(`status.${row.status}`),
              due: saDateTimeFormat.format(new Date(row.dueAt)),
            }),
          ),
          ...(total > cases.length ? [t('ask.figures.lateMore', { count: total - cases.length })] : []),
        ].join('\n');
  return { success: true, analysis: null, late: { lists, statuses, total, cases }, message };
}

/** A question about the overview's figures, answered from the figures themselves. */
export const answerFigureQuestion = (context: AssistantContext, question: FigureQuestion) =>
  question.topic === 'late' ? answerLate(context, question) : answerCount(context, question);
