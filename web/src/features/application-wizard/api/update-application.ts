import type { ApplicationResponse } from '@protea/shared/schemas/application-record';
import type { UpdateBusinessApplication } from '@protea/shared/schemas/business-application';
import type { UpdateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationPath, formMarks, type WizardKind } from '../wizard-kind';

export interface UpdateApplicationInput {
  kind: WizardKind;
  applicationNumber: string;
  changes: UpdateResidentialApplication | UpdateBusinessApplication;
}

/** Sends the whole form from the property step, or only the edited fields from Edit Details. */
export const updateApplication = ({ kind, applicationNumber, changes }: UpdateApplicationInput) =>
  apiRequest<ApplicationResponse>(applicationPath(kind, applicationNumber), {
    method: 'PUT',
    body: { ...changes, ...formMarks(kind) },
  });

export const useUpdateApplication = () => useMutation({ mutationFn: updateApplication });
