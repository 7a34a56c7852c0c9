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
  return (
    <div className="flex gap-3 rounded-xl border border-blue-300 bg-blue-50 p-4 text-blue-950">
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('admin.actions.nextSteps.title')}</p>
        <p>{t(key, { info: application.infoRequested ?? '' })}</p>
      </div>
    </div>
  );
}
