import { TERMINATION_STEPS, type TerminationStep } from '@protea/shared/termination-constants';
import { defineStepFlow, EXIT } from '../../components/wizard/step-flow';

/** The five steps with the spec's progress (20 to 100) and Back: home from the first, none from the confirmation. */
export const TERMINATION_FLOW = defineStepFlow<TerminationStep>({
  order: TERMINATION_STEPS.map(({ step }) => step),
  progress: Object.fromEntries(TERMINATION_STEPS.map(({ step, progress }) => [step, progress])) as Record<
    TerminationStep,
    number
  >,
  back: {
    'personal-details': EXIT,
    'property-info': 'personal-details',
    'document-upload': 'property-info',
    'deposit-declaration': 'document-upload',
  },
});

/**
 * What the wizard shows: a step, the cell number's code check between personal details and property, or, right
 * after it, the notice that the account already has a request under way.
 */
export type TerminationView = TerminationStep | 'verify-cell' | 'open-termination';

export const isTerminationStep = (value: string): value is TerminationStep =>
  (TERMINATION_FLOW.order as readonly string[]).includes(value);

/** The step whose progress a view shows: the code check and what it found belong to the first step (20%). */
export const progressStepOf = (view: string): TerminationStep | null =>
  view === 'verify-cell' || view === 'open-termination' ? 'personal-details' : isTerminationStep(view) ? view : null;
