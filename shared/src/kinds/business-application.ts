import { directorDocument, requiredBusinessDocuments } from '../business-constants.js';
import { APPLICATION_STEP_FLOW } from './application-steps.js';
import { defineKind } from './customer-kind.js';

/**
 * A business's application for a unit (form type 4); its schemas: schemas/business-application.ts. The steps are an
 * application's, the business asked on the first; its documents depend on its VAT number and further directors.
 */
export const businessApplication = defineKind({
  caseKind: 'business_application',
  wizardKind: 'business',
  formType: 4,
  path: '/business-applications',
  steps: APPLICATION_STEP_FLOW,
  // The representative's ID, one ID per further director named, CIPC, VAT, lease or deed.
  documentSlots: (business) => [
    'id',
    ...Array.from({ length: business?.directors?.length ?? 0 }, (_, i) => directorDocument(i + 1)),
    'cipc',
    'vat',
    'deedlease',
  ],
  requiredDocuments: (business) => requiredBusinessDocuments(business?.vatNumber, business?.directors?.length ?? 0),
});
