import { describe, expect, test } from 'vitest';
import { acceptOf, checkFile, extensionOf, formatFileSize } from './file-checks';

const RULES = { extensions: ['pdf', 'jpg', 'png'], maxBytes: 5 * 1024 * 1024 };

describe('file checks before an upload', () => {
  test('a file of an accepted type within the size passes, whatever the case of its extension', () => {
    expect(checkFile({ name: 'ID Copy.JPG', size: 200_000 }, RULES)).toBe('ok');
  });

  test('a file of another type, or without an extension, is the wrong type', () => {
    expect(checkFile({ name: 'lease.docx', size: 10 }, RULES)).toBe('wrong-type');
    expect(checkFile({ name: 'pdf', size: 10 }, RULES)).toBe('wrong-type');
  });

  test('a file over the limit is too large; without a limit any size passes', () => {
    expect(checkFile({ name: 'scan.pdf', size: RULES.maxBytes + 1 }, RULES)).toBe('too-large');
    expect(checkFile({ name: 'scan.pdf', size: 50_000_000 }, { extensions: ['pdf'] })).toBe('ok');
  });

  test('extensions, accept attribute and sizes read as people expect', () => {
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(acceptOf(['pdf', 'png'])).toBe('.pdf,.png');
    expect(formatFileSize(12)).toBe('0.1 KB');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
