import { isApiErrorBody } from '@protea/shared/api-error';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client';
import { apiBase } from '../../../../lib/base-path';
import { currentLanguage } from '../../../../lib/i18n';
import { useReloadAfterChange } from '../../api/use-reload-after-change';
import type { DocumentSlot } from '../document-types';

export interface UploadAdminDocumentInput {
  reference: string;
  documentType: DocumentSlot;
  file: File;
}

/** Multipart, so not through apiRequest (which sends JSON); same cookies, language and error shape. */
export async function uploadAdminDocument({ reference, documentType, file }: UploadAdminDocumentInput) {
  const form = new FormData();
  form.append('applicationId', reference);
  form.append('documentType', documentType);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${apiBase}/upload-document`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Language': currentLanguage() },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload;
  if (isApiErrorBody(payload)) {
    throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.fields);
  }
  throw new ApiError(response.status, 'http_error', `${response.status}: ${response.statusText}`);
}

export function useUploadAdminDocument() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: uploadAdminDocument, onSuccess: (_data, { reference }) => reload(reference) });
}
