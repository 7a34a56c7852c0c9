import { downloadFile } from '../../../lib/download-file';

/** Saves the termination PDF as Termination_{accountNo}.pdf (the session's own, or an admin's). */
export const downloadTerminationPdf = (accountNo: string) =>
  downloadFile(`/terminations/${encodeURIComponent(accountNo)}/pdf`, `Termination_${accountNo}.pdf`);
