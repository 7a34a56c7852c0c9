import type { ApplicationResponse } from '@protea/shared/schemas/application-record';
import { apiRequest } from '../../../lib/api-client';
import { applicationPath, type WizardKind } from '../wizard-kind';

export interface ConfirmCellInput {
  kind: WizardKind;
  applicationNumber: string;
  code: string;
}

/** The server checks the code; a correct one confirms the cell phone and opens the applicant session. */
export const confirmCell = ({ kind, applicationNumber, code }: ConfirmCellInput) =>
  apiRequest<ApplicationResponse>(applicationPath(kind, applicationNumber, '/confirm-cell'), {
    method: 'PUT',
    body: { code },
  });
