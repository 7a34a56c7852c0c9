import { useEffect, useRef } from 'react';
import { STEP_HEADING_ID } from './step-heading';

/** On every step change: back to the top, and focus on the new step's heading so it is announced. */
export function useStepFocus(step: string, focusOnMount: boolean) {
  const shownStep = useRef<string | null>(focusOnMount ? null : step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
  }, [step]);
}
