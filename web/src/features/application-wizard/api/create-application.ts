import type { CreateBusinessApplication } from '@protea/shared/schemas/business-application';
import type { CreateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { apiRequest } from '../../../lib/api-client';
import { applicationsPath, formMarks, type WizardKind } from '../wizard-kind';

export interface CreateApplicationResponse {
  success: true;
  applicationNumber: string;
}

/** A household's application, or a business's with its business fields. */
export const createApplication = (kind: WizardKind, input: CreateResidentialApplication | CreateBusinessApplication) =>
  apiRequest<CreateApplicationResponse>(applicationsPath(kind), {
    method: 'POST',
    body: { ...input, ...formMarks(kind) },
  });
