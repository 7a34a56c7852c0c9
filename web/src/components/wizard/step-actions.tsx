import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

interface StepActionsProps {
  onBack?: () => void;
  isBusy?: boolean;
  children: ReactNode;
}

/** Back on the left, the step's main action on the right; stacked full width on a phone. */
export function StepActions({ onBack, isBusy, children }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={isBusy}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('wizard.common.back')}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
