import { useEffect, useRef } from 'react';
import { STEP_HEADING_ID } from './step-heading';

/** How long a step that loads its code may take to show its heading before focus is left where it is. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * On every step change: back to the top, and focus on the new step's heading so it is announced. A step whose code
 * is still loading gets the focus once its heading appears.
 */
export function useStepFocus(step: string, focusOnMount: boolean) {
  const shownStep = useRef<string | null>(focusOnMount ? null : step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    const focusHeading = () => {
      const heading = document.getElementById(STEP_HEADING_ID);
      heading?.focus({ preventScroll: true });
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [step]);
}
