import { ApiError } from './api-client';
import { apiBase } from './base-path';
import { currentLanguage } from './i18n';

/**
 * Fetches a file of the API with the session cookie and saves it under `fileName`, so a failure can be
 * told apart from success (a new tab would show an error page instead).
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(`${apiBase}${path}`, {
    credentials: 'include',
    headers: { 'X-Language': currentLanguage() },
  });
  if (!response.ok) throw new ApiError(response.status, 'http_error', `${response.status}: ${response.statusText}`);
  saveBlob(await response.blob(), fileName);
}

/** Saves what the page holds (a blob) as a file the browser downloads under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled; the address can go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
