import { useMutation } from '@tanstack/react-query';
import { downloadPdf } from '../../api/download-pdf';

/** The summary PDF, saved as Application_{reference}.pdf. */
export const downloadApplicationPdf = (reference: string) =>
  downloadPdf(`/generate-pdf/${encodeURIComponent(reference)}`, `Application_${reference}.pdf`);

export const useDownloadApplicationPdf = () => useMutation({ mutationFn: downloadApplicationPdf });
