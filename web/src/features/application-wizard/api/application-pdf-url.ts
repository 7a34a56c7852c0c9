import { apiBase } from '../../../lib/base-path';

/** The application summary PDF; the browser sends the applicant session cookie with it. */
export const applicationPdfUrl = (applicationNumber: string) =>
  `${apiBase}/generate-pdf/${encodeURIComponent(applicationNumber)}`;
