export const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '');

/** The file picker's accept attribute for a list of extensions: `.pdf,.jpg`. */
export const acceptOf = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`).join(',');

export interface FileRules {
  extensions: readonly string[];
  /** No limit when absent: the server still has the last word. */
  maxBytes?: number;
}

/** What the server would refuse anyway, caught before a byte is sent over a slow connection. */
export function checkFile(file: Pick<File, 'name' | 'size'>, { extensions, maxBytes }: FileRules) {
  if (!extensions.includes(extensionOf(file.name))) return 'wrong-type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'too-large';
  return 'ok';
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(0.1, bytes / 1024).toFixed(1)} KB`;
}
