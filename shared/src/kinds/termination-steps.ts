import { TERMINATION_STEPS, type TerminationStep } from '../termination-constants.js';
import type { KindSteps } from './customer-kind.js';

/** Both termination kinds' five steps with the spec's progress (20 to 100); Back: home from the first, none from the last. */
export const TERMINATION_STEP_FLOW: KindSteps<TerminationStep> = {
  order: TERMINATION_STEPS.map(({ step }) => step),
  progress: Object.fromEntries(TERMINATION_STEPS.map(({ step, progress }) => [step, progress])) as Record<
    TerminationStep,
    number
  >,
  back: {
    'personal-details': 'exit',
    'property-info': 'personal-details',
    'document-upload': 'property-info',
    'deposit-declaration': 'document-upload',
  },
};

/** The upload slots of both termination kinds. */
export { REQUIRED_TERMINATION_DOCUMENTS, TERMINATION_DOCUMENT_TYPES } from '../termination-constants.js';
