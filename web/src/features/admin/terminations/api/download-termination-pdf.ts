import { useMutation } from '@tanstack/react-query';
import { downloadPdf } from '../../api/download-pdf';
import { terminationPath } from './get-termination';

/** The termination's PDF, saved as termination-{id}.pdf (spec 3 section 7). */
export const useDownloadTerminationPdf = () =>
  useMutation({ mutationFn: (id: string) => downloadPdf(`${terminationPath(id)}/pdf`, `termination-${id}.pdf`) });
