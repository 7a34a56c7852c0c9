import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../lib/download-file';

/** Saves the summary PDF as Application_{reference}.pdf. */
export const downloadApplicationPdf = (reference: string) =>
  downloadFile(`/generate-pdf/${encodeURIComponent(reference)}`, `Application_${reference}.pdf`);

export const useDownloadApplicationPdf = () => useMutation({ mutationFn: downloadApplicationPdf });
