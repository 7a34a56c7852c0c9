import { ApiError, apiErrorOf } from './api-client';
import { apiBase } from './base-path';
import { currentLanguage } from './i18n';

export interface UploadRequest {
  /** API path below the API base, e.g. `/upload`. */
  path: string;
  /** The form fields sent before the file (reference, document type). */
  fields: Record<string, string>;
  /** Name of the multipart field that carries the file. */
  fileField: string;
  file: File;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The one upload client: multipart through XMLHttpRequest, the one browser API that reports upload
 * progress. Same rules as apiRequest: cookies, X-Language, errors as ApiError.
 */
export function uploadFile<T>({ path, fields, fileField, file, onProgress, signal }: UploadRequest): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, file, file.name);

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}${path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('X-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(xhr.response as T);
      } else {
        reject(apiErrorOf(xhr.status, xhr.statusText, xhr.response, '', xhr.getResponseHeader('Retry-After')));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
