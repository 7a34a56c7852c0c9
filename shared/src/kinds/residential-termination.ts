import { defineKind } from './customer-kind.js';
import {
  REQUIRED_TERMINATION_DOCUMENTS,
  TERMINATION_DOCUMENT_TYPES,
  TERMINATION_STEP_FLOW,
} from './termination-steps.js';

/** A household's termination of its account (form type 2); its schemas: schemas/termination.ts. */
export const residentialTermination = defineKind({
  caseKind: 'residential_termination',
  wizardKind: 'residential',
  formType: 2,
  path: '/terminations',
  steps: TERMINATION_STEP_FLOW,
  documentSlots: () => TERMINATION_DOCUMENT_TYPES,
  requiredDocuments: () => REQUIRED_TERMINATION_DOCUMENTS,
});
