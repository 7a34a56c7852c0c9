import { apiBase } from './base-path';

/** An uploaded document, for the applicant session that owns it or for an admin (the server checks which). */
export const documentUrl = (fileName: string) => `${apiBase}/documents/${encodeURIComponent(fileName)}`;
