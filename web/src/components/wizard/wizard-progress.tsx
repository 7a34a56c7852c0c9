import { useTranslation } from 'react-i18next';
import { type StepFlow, stepPosition } from './step-flow';

interface WizardProgressProps<S extends string> {
  flow: StepFlow<S>;
  step: S;
  stepName: string;
  /** The bar's accessible name, an i18n key: what is progressing. */
  labelKey?: string;
}

/** "Step 2 of 6: Property information" and a bar at the spec's percentage for the step (the flow's own figures). */
export function WizardProgress<S extends string>({
  flow,
  step,
  stepName,
  labelKey = 'wizard.progress.label',
}: WizardProgressProps<S>) {
  const { t } = useTranslation();
  const percent = flow.progress[step];
  const stepText = t('wizard.progress.stepOf', {
    current: stepPosition(flow, step),
    total: flow.order.length,
    name: stepName,
  });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{stepText}</span>
        <span className="text-slate-600">{t('wizard.progress.percent', { value: Math.round(percent) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t(labelKey)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={stepText}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
