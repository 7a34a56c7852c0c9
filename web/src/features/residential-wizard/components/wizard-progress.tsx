import type { ApplicationStep } from '@protea/shared/constants';
import { useTranslation } from 'react-i18next';
import { STEP_ORDER, STEP_PROGRESS } from '../wizard-steps';

export function WizardProgress({ step }: { step: ApplicationStep }) {
  const { t } = useTranslation();
  const value = STEP_PROGRESS[step];
  const position = STEP_ORDER.indexOf(step) + 1;
  const stepText = t('wizard.progress.stepOf', {
    current: position,
    total: STEP_ORDER.length,
    name: t(`wizard.steps.${step}`),
  });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{stepText}</span>
        <span className="text-slate-600">{t('wizard.progress.percent', { value: Math.round(value) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('wizard.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={stepText}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
