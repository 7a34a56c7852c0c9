import type { HolderCheck } from '@protea/shared/holder-answer';
import { ShieldCheck, UserRoundSearch, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS = {
  awaiting: { icon: UserRoundSearch, className: 'border-sky-300 bg-sky-50 text-sky-950' },
  denied: { icon: UserX, className: 'border-red-300 bg-red-50 text-red-950' },
  confirmed: { icon: ShieldCheck, className: 'border-green-300 bg-green-50 text-green-950' },
} as const;

/**
 * Whether the account's holder answered for a request somebody else made (issue 39), above every panel of the dialog:
 * waiting for the holder, the holder confirmed, or the holder said "this was not me" (the request was cancelled).
 * Nothing shows where the requester is the holder on file or the account is not in the register.
 */
export function AccountHolderBanner({ holder }: { holder: HolderCheck }) {
  const { t } = useTranslation();
  if (holder.answer === 'not_needed') return null;
  const { icon: Icon, className } = LOOKS[holder.answer];
  return (
    <p
      className={`mb-3 flex items-start gap-2 rounded-lg border p-3 text-sm font-medium ${className}`}
      data-testid="account-holder-banner"
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {t(`admin.terminations.holder.${holder.answer}`)}
    </p>
  );
}
