import { saveBlob } from '../../../lib/download-file';

/** Saves `text` as a file the browser downloads (made here, so nothing is asked of the server again). */
export const saveTextFile = (text: string, fileName: string) =>
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
