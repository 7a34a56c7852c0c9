import { APPLICATION_STEPS, type ApplicationStep } from '@protea/shared/constants';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import { defineStepFlow } from '../../components/wizard/step-flow';

/** The steps, their progress (spec 1 section 2) and where Back leads (spec 1 section 4): none from the first or last. */
export const RESIDENTIAL_FLOW = defineStepFlow<ApplicationStep>({
  order: [
    'client_details',
    'property_info',
    'phone_verification',
    'document_upload',
    'terms_conditions',
    'confirmation',
  ],
  progress: {
    client_details: 16.67,
    property_info: 33.33,
    phone_verification: 50,
    document_upload: 66.67,
    terms_conditions: 83.33,
    confirmation: 100,
  },
  back: {
    property_info: 'client_details',
    phone_verification: 'property_info',
    document_upload: 'phone_verification',
    terms_conditions: 'document_upload',
  },
});

/** The step a resumed application opens at (spec 1 section 4 'Resume'); needsinfo starts over at client details. */
export function stepForRecord(record: StoredApplicationRecord): ApplicationStep {
  if (record.status === 'needsinfo') return 'client_details';
  // Once the applicant may no longer change it, the application is submitted: only the confirmation is left.
  if (!canEdit(applicationWorkflow, 'customer', record.status)) return 'confirmation';
  const stepNo = record.StepNo || APPLICATION_STEPS.client_details;
  if (stepNo >= APPLICATION_STEPS.confirmation) return 'confirmation';
  switch (stepNo) {
    case APPLICATION_STEPS.property_info:
      return 'property_info';
    case APPLICATION_STEPS.phone_verification:
      return record.CellConfirmed ? 'document_upload' : 'phone_verification';
    case APPLICATION_STEPS.document_upload:
      return 'document_upload';
    case APPLICATION_STEPS.terms_conditions:
      return 'terms_conditions';
    default:
      return 'client_details';
  }
}
