import type { ReactNode } from 'react';

export const STEP_HEADING_ID = 'wizard-step-heading';

/** Each step's heading; focus moves here when the step changes, so screen readers announce the new step. */
export function StepHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-5">
      <h2 id={STEP_HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-brand-900 outline-none">
        {children}
      </h2>
      {intro && <p className="mt-1 text-slate-700">{intro}</p>}
    </div>
  );
}
