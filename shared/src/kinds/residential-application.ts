import { RESIDENTIAL_DOCUMENT_TYPES } from '../constants.js';
import { APPLICATION_STEP_FLOW } from './application-steps.js';
import { defineKind } from './customer-kind.js';

/** A household's application for a unit (form type 1); its schemas: schemas/residential-application.ts. */
export const residentialApplication = defineKind({
  caseKind: 'residential_application',
  wizardKind: 'residential',
  formType: 1,
  path: '/residential-applications',
  steps: APPLICATION_STEP_FLOW,
  documentSlots: () => RESIDENTIAL_DOCUMENT_TYPES,
  requiredDocuments: () => RESIDENTIAL_DOCUMENT_TYPES,
});
