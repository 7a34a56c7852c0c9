import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@protea/shared/constants';

export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** What the server would refuse anyway, caught before a byte is sent over a slow connection. */
export function checkFile(file: File): 'ok' | 'too-large' | 'wrong-type' {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'wrong-type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return 'ok';
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(0.1, bytes / 1024).toFixed(1)} KB`;
}
