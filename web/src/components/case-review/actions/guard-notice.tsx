import { type ActionGuard, documentLabel } from '@protea/shared/workflow/guards';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGuardText, useTranslatable } from './guard-texts';

/**
 * Why an action's button is disabled, before anyone clicks it: the reasons the server would give, and the
 * required documents nobody reviewed yet (listed, not blocking). `id` names the notice for the button's
 * aria-describedby.
 */
export function GuardNotice({ id, guard }: { id: string; guard: ActionGuard | undefined }) {
  const { t } = useTranslation();
  const reasonText = useGuardText();
  const translate = useTranslatable();
  if (!guard || (guard.blockers.length === 0 && guard.unreviewed.length === 0)) return null;
  return (
    <div id={id} className="grid gap-2 text-sm">
      {guard.blockers.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t('admin.actions.guards.blockedTitle')}
          </p>
          <ul className="mt-1 list-disc ps-6">
            {guard.blockers.map((reason) => (
              <li key={JSON.stringify(reason)} className="first-letter:uppercase">
                {reasonText(reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {guard.unreviewed.length > 0 && (
        <div className="text-slate-700">
          <p>{t('admin.actions.guards.unreviewedTitle')}</p>
          <ul className="list-disc ps-6">
            {guard.unreviewed.map((type) => (
              <li key={type}>{translate(documentLabel(type))}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
