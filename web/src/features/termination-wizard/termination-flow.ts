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

/** What the wizard shows: a step, or the cell number's code check between personal details and property. */
export type TerminationView = TerminationStep | 'verify-cell';

export const isTerminationStep = (value: string): value is TerminationStep =>
  (TERMINATION_FLOW.order as readonly string[]).includes(value);

/** The step whose progress a view shows: the code check belongs to the first step (20%). */
export const progressStepOf = (view: string): TerminationStep | null =>
  view === 'verify-cell' ? 'personal-details' : isTerminationStep(view) ? view : null;
