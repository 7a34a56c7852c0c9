import type { ImportRegister, ImportReport } from '@protea/shared/schemas/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf } from '../../../lib/api-client';
import { apiBase } from '../../../lib/base-path';
import { currentLanguage } from '../../../lib/i18n';
import { refreshRegisters } from './reference-keys';

/** The report, and whether the register took the file (a dry run never does). */
export type ImportAnswer = ImportReport & { committed: boolean };

export interface ImportRequest {
  register: ImportRegister;
  file: File;
  dryRun: boolean;
}

const isReport = (body: unknown): body is ImportAnswer =>
  typeof body === 'object' && body !== null && 'rows' in body && Array.isArray((body as ImportAnswer).errors);

/**
 * Sends a CSV file to the register's import. A report comes back for a dry run (200) and for a real import, done
 * (200) or refused line by line (422, nothing written); a file refused whole (400: empty, not CSV, wrong header, too
 * large) is an ApiError with the server's message in the reader's language.
 */
export async function importRegister({ register, file, dryRun }: ImportRequest): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${apiBase}/admin/reference/${register}/import?dryRun=${dryRun}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Language': currentLanguage() },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'network error');
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: apiErrorOf words it from the status.
  }
  if ((response.ok || response.status === 422) && isReport(body)) return body;
  throw apiErrorOf(response.status, response.statusText, body, text);
}

export function useImportRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRegister,
    onSuccess: (report) => {
      if (report.committed) void refreshRegisters(queryClient);
    },
  });
}
