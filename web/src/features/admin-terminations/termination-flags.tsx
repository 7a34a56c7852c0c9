import type { TerminationFlags as Flags } from '@protea/shared/schemas/admin-terminations';
import { AlertTriangle, Clock, ShieldAlert, UserRoundSearch, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FLAGS = [
  { key: 'holderDenied', icon: UserX, className: 'border-red-300 bg-red-100 text-red-950' },
  { key: 'holderAwaiting', icon: UserRoundSearch, className: 'border-sky-300 bg-sky-100 text-sky-950' },
  { key: 'penaltyMayApply', icon: AlertTriangle, className: 'border-red-300 bg-red-100 text-red-950' },
  { key: 'lateNotice', icon: Clock, className: 'border-yellow-300 bg-yellow-100 text-yellow-950' },
  { key: 'registerMismatch', icon: ShieldAlert, className: 'border-orange-300 bg-orange-100 text-orange-950' },
] as const;

/** What staff must see at a glance, in words (the colour only helps); a penalty implies late notice, so it stands alone. */
export function TerminationFlags({ flags }: { flags: Flags | null }) {
  const { t } = useTranslation();
  if (!flags) return null;
  const shown = FLAGS.filter(({ key }) => flags[key] && !(key === 'lateNotice' && flags.penaltyMayApply));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('admin.terminations.flags.label')}>
      {shown.map(({ key, icon: Icon, className }) => (
        <li
          key={key}
          className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
        >
          <Icon aria-hidden="true" className="h-3.5 w-3.5" />
          {t(`admin.terminations.flags.${key}`)}
        </li>
      ))}
    </ul>
  );
}
