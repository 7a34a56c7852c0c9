import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const NEXT_STEP_KEY: Partial<Record<AdminApplicationDetail['status'], string>> = {
  incomplete: 'admin.actions.nextSteps.incomplete',
  needsinfo: 'admin.actions.nextSteps.needsinfo',
  approved: 'admin.actions.nextSteps.approved',
  completed: 'admin.actions.nextSteps.completed',
  archived: 'admin.actions.nextSteps.completed',
  rejected: 'admin.actions.nextSteps.rejected',
};

export function NextSteps({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const key = NEXT_STEP_KEY[application.status];
  if (!key) return null;
  return <NextStepNote text={t(key, { info: application.infoRequested ?? '' })} />;
}

/**
 * What staff do next with a request. The text may quote what they asked the customer for, as typed: a word longer
 * than the line (a pasted link) wraps inside the note instead of widening the dialog past its tabs.
 */
export function NextStepNote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3 rounded-xl border border-blue-300 bg-blue-50 p-4 text-blue-950">
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{t('admin.actions.nextSteps.title')}</p>
        <p className="wrap-anywhere">{text}</p>
      </div>
    </div>
  );
}
