import type { postalSchema } from '@protea/shared/schemas/property';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { applicationPath, type WizardKind } from '../wizard-kind';

export interface CompleteDocumentsInput extends z.input<typeof postalSchema> {
  kind: WizardKind;
  applicationNumber: string;
}

export const completeDocuments = ({ kind, applicationNumber, postalAddress, postalCode }: CompleteDocumentsInput) =>
  apiRequest<{ success: true }>(applicationPath(kind, applicationNumber, '/complete-documents'), {
    method: 'POST',
    body: { postalAddress, postalCode },
  });
