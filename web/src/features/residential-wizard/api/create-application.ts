import type { CreateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { apiRequest } from '../../../lib/api-client';

export interface CreateApplicationResponse {
  success: true;
  applicationNumber: string;
}

export const createApplication = (input: CreateResidentialApplication) =>
  apiRequest<CreateApplicationResponse>('/residential-applications', {
    method: 'POST',
    body: { ...input, formtype: 1, isbusiness: false },
  });
