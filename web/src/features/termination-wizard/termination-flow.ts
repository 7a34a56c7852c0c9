import type { WizardKind } from '@protea/shared/kinds/customer-kind';
import { terminationKindOf } from '@protea/shared/kinds/termination-kinds';
import { TERMINATION_STEPS, type TerminationStep } from '@protea/shared/termination-constants';
import { defineStepFlow, type StepFlow } from '../../components/wizard/step-flow';

/** The steps of the wizard's kind, their progress (20 to 100) and Back, as the kind's module gives them. */
export const terminationFlow = (kind: WizardKind): StepFlow<TerminationStep> =>
  defineStepFlow(terminationKindOf(kind).steps);

/**
 * What the wizard shows: a step, the cell number's code check between personal details and property, or, right
 * after it, the notice that the account already has a request under way.
 */
export type TerminationView = TerminationStep | 'verify-cell' | 'open-termination';

export const isTerminationStep = (value: string): value is TerminationStep =>
  TERMINATION_STEPS.some(({ step }) => step === value);

/** The step whose progress a view shows: the code check and what it found belong to the first step (20%). */
export const progressStepOf = (view: string): TerminationStep | null =>
  view === 'verify-cell' || view === 'open-termination' ? 'personal-details' : isTerminationStep(view) ? view : null;
