import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissActionToasts } from '../../lib/toast-store';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { usePrefetchOnFocus } from './use-prefetch-on-focus';

interface WizardBodyProps {
  /** The step shown: a new key starts the card afresh (its form, its focus). */
  stepKey: string;
  /** The wizard's later steps, fetched as soon as the customer starts typing on the first. */
  loadLaterSteps: () => Promise<unknown>;
  children: ReactNode;
}

/** The card a wizard's step is shown in, with a spinner while a later step's code arrives (ADR 025, 032). */
export function WizardBody({ stepKey, loadLaterSteps, children }: WizardBodyProps) {
  const { t } = useTranslation();
  // Typing on the first screen fetches the later steps, so they are there when Continue is pressed.
  const stepArea = useRef<HTMLDivElement>(null);
  usePrefetchOnFocus(stepArea, loadLaterSteps);
  // An offer to retry a step's work (issue 40) is the step's: it goes when another step is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every step change
  useEffect(() => dismissActionToasts(), [stepKey]);
  return (
    <div ref={stepArea}>
      <Card key={stepKey}>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>{children}</Suspense>
      </Card>
    </div>
  );
}
