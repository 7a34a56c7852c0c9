import { isApiErrorBody } from '@protea/shared/api-error';
import type { ResidentialDocumentType } from '@protea/shared/constants';
import type { UploadResponse } from '@protea/shared/schemas/application-record';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { apiBase } from '../../../lib/base-path';
import { currentLanguage } from '../../../lib/i18n';

export interface UploadDocumentInput {
  applicationNumber: string;
  documentType: ResidentialDocumentType;
  file: File;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * Same rules as the API client: cookies, X-Language, errors as ApiError.
 */
export function uploadDocument({ applicationNumber, documentType, file, onProgress, signal }: UploadDocumentInput) {
  const form = new FormData();
  form.append('applicationId', applicationNumber);
  form.append('documentType', documentType);
  form.append('document', file, file.name);

  return new Promise<UploadResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}/upload`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('X-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(payload as UploadResponse);
      } else if (isApiErrorBody(payload)) {
        reject(new ApiError(xhr.status, payload.error.code, payload.error.message, payload.error.fields));
      } else {
        reject(new ApiError(xhr.status, 'http_error', `${xhr.status}: ${xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const useUploadDocument = () => useMutation({ mutationFn: uploadDocument });
