import { defineKind } from './customer-kind.js';
import {
  REQUIRED_TERMINATION_DOCUMENTS,
  TERMINATION_DOCUMENT_TYPES,
  TERMINATION_STEP_FLOW,
} from './termination-steps.js';

/** A business's termination of its account (form type 5); its schemas: schemas/termination.ts, with the business. */
export const businessTermination = defineKind({
  caseKind: 'business_termination',
  wizardKind: 'business',
  formType: 5,
  path: '/terminations',
  steps: TERMINATION_STEP_FLOW,
  documentSlots: () => TERMINATION_DOCUMENT_TYPES,
  requiredDocuments: () => REQUIRED_TERMINATION_DOCUMENTS,
});
