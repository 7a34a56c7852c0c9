import { APPLICATION_STEPS, type ApplicationStep } from '@protea/shared/constants';
import { applicationKindOf } from '@protea/shared/kinds/application-kinds';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import { defineStepFlow, type StepFlow } from '../../components/wizard/step-flow';
import type { WizardKind } from './wizard-kind';

/** The steps of the wizard's kind, their progress and where Back leads, as the kind's module gives them. */
export const applicationFlow = (kind: WizardKind): StepFlow<ApplicationStep> =>
  defineStepFlow(applicationKindOf(kind).steps);

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
