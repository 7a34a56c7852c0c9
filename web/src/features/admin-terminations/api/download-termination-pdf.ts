import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { terminationPath } from './get-termination';

/** The termination's PDF, saved as termination-{id}.pdf (spec 3 section 7). */
export const useDownloadTerminationPdf = () =>
  useMutation({ mutationFn: (id: string) => downloadFile(`${terminationPath(id)}/pdf`, `termination-${id}.pdf`) });
