import type { SaveSignatureInput } from '@protea/shared/schemas/application-steps';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SaveSignatureResponse {
  success: true;
  smsSent: boolean;
  emailSent: boolean;
}

/** Saving the signature submits the application; the server then sends the confirmation SMS and email. */
export const saveSignature = (input: SaveSignatureInput) =>
  apiRequest<SaveSignatureResponse>('/save-signature', { method: 'POST', body: input });

export const useSaveSignature = () => useMutation({ mutationFn: saveSignature });
