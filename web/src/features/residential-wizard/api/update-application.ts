import type { ApplicationResponse } from '@protea/shared/schemas/application-record';
import type { UpdateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface UpdateApplicationInput {
  applicationNumber: string;
  changes: UpdateResidentialApplication;
}

/** Sends the whole form from the property step, or only the edited fields from Edit Details. */
export const updateApplication = ({ applicationNumber, changes }: UpdateApplicationInput) =>
  apiRequest<ApplicationResponse>(`/residential-applications/${encodeURIComponent(applicationNumber)}`, {
    method: 'PUT',
    body: { ...changes, formtype: 1, isbusiness: false },
  });

export const useUpdateApplication = () => useMutation({ mutationFn: updateApplication });
