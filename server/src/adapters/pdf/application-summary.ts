import type { ApplicationSummaryData } from './application-summary-data.js';
import { applicationSummaryDocument } from './application-summary-document.js';
import { writePdf } from './pdf-writer.js';

/** The summary of one residential application that admins print or file and applicants download. */
export function buildApplicationSummaryPdf(data: ApplicationSummaryData): Promise<Uint8Array> {
  return writePdf(applicationSummaryDocument(data));
}
