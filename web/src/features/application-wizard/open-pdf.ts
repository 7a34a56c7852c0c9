import { applicationPdfUrl } from './api/application-pdf-url';

/** Opens the application PDF in a new tab; the server answers it as a download named after the reference. */
export function openApplicationPdf(applicationNumber: string) {
  window.open(applicationPdfUrl(applicationNumber), '_blank', 'noopener');
}
