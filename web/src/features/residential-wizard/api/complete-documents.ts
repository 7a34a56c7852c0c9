import type { postalSchema } from '@protea/shared/schemas/residential-application';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export interface CompleteDocumentsInput extends z.input<typeof postalSchema> {
  applicationNumber: string;
}

export const completeDocuments = ({ applicationNumber, postalAddress, postalCode }: CompleteDocumentsInput) =>
  apiRequest<{ success: true }>(
    `/residential-applications/${encodeURIComponent(applicationNumber)}/complete-documents`,
    { method: 'POST', body: { postalAddress, postalCode } },
  );
