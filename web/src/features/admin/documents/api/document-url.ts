import { apiBase } from '../../../../lib/base-path';

/** Admins may read any application's documents; the server frames them for this origin only. */
export const documentUrl = (fileName: string) => `${apiBase}/documents/${encodeURIComponent(fileName)}`;
