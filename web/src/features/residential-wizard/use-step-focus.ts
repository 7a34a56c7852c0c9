import type { ApplicationStep } from '@protea/shared/constants';
import { useEffect, useRef } from 'react';
import { STEP_HEADING_ID } from './components/step-heading';

/** On every step change: back to the top, and focus on the new step's heading so it is announced. */
export function useStepFocus(step: ApplicationStep, focusOnMount: boolean) {
  const shownStep = useRef<ApplicationStep | null>(focusOnMount ? null : step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
  }, [step]);
}
