import type { ApplicationResponse } from '@protea/shared/schemas/application-record';
import { apiRequest } from '../../../lib/api-client';

export interface ConfirmCellInput {
  applicationNumber: string;
  code: string;
}

/** The server checks the code; a correct one confirms the cell phone and opens the applicant session. */
export const confirmCell = ({ applicationNumber, code }: ConfirmCellInput) =>
  apiRequest<ApplicationResponse>(`/residential-applications/${encodeURIComponent(applicationNumber)}/confirm-cell`, {
    method: 'PUT',
    body: { code },
  });
