import type { CaseWork } from '@protea/shared/schemas/case-list';
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { useAdminMe } from '../../../lib/admin/get-admin-me';
import { settle } from '../../../lib/admin/settle';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { dueText } from '../../admin/due-text';
import { Button } from '../../ui/button';
import type { AdminCaseKind } from '../case-kind';
import { useAssignCase } from './api/assign-case';

interface HolderBarProps {
  kind: AdminCaseKind;
  /** The case's reference, which the kind's calls and its detail query name it by. */
  caseId: string;
  work: CaseWork;
}

/**
 * Who holds the case and when it is due (issue 28), above the review's tabs: Take for a free case (an administrator
 * takes one someone else holds too), Release for one's own. A reviewer sees who holds it and why they cannot decide.
 */
export function HolderBar({ kind, caseId, work }: HolderBarProps) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const me = useAdminMe().data;
  const assign = useAssignCase(kind);
  const { assignee } = work;
  const mine = assignee !== null && assignee.id === me?.id;
  const canTake = !mine && (assignee === null || me?.role === 'administrator');

  const change = (to: 'me' | null) =>
    settle(assign.mutateAsync({ id: caseId, assignee: to }), {
      onSuccess: () => toastSuccess(t(to ? 'admin.assignment.taken' : 'admin.assignment.released')),
      onError: (error) => toastError(t('admin.assignment.failed'), errorText(error, t('admin.assignment.failedText'))),
    });

  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <p className="flex items-center gap-2 text-slate-800">
        <UserCheck aria-hidden="true" className="h-4 w-4 text-slate-600" />
        {assignee
          ? mine
            ? t('admin.assignment.heldByYou')
            : t('admin.assignment.heldBy', { name: assignee.displayName })
          : t('admin.assignment.free')}
      </p>
      {work.dueAt ? (
        <p className={work.overdue ? 'font-semibold text-red-700' : 'text-slate-700'}>
          <time dateTime={work.dueAt} title={dates.dateTime(work.dueAt)}>
            {dueText(t, work.dueAt)}
          </time>
        </p>
      ) : null}
      {assignee && !mine && me?.role !== 'administrator' ? (
        <p className="text-slate-700">{t('admin.assignment.reviewerHeld')}</p>
      ) : null}
      <div className="ml-auto flex gap-2">
        {canTake ? (
          <Button variant="secondary" disabled={assign.isPending} onClick={() => change('me')}>
            {t('admin.assignment.take')}
          </Button>
        ) : null}
        {mine ? (
          <Button variant="secondary" disabled={assign.isPending} onClick={() => change(null)}>
            {t('admin.assignment.release')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
