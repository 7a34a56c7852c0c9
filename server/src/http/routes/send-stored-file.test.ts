import { describe, expect, test } from 'vitest';
import { contentDisposition } from './send-stored-file.js';

describe('the Content-Disposition of a file the portal sends', () => {
  test('an ASCII token as it is, other ASCII quoted, and a name beyond ASCII with its UTF-8 form beside it, escaped as RFC 8187 asks', () => {
    expect(contentDisposition('inline', 'Application_PM-2026-00012.pdf')).toBe(
      'inline; filename=Application_PM-2026-00012.pdf',
    );
    expect(contentDisposition('attachment', "Nkosi's lease (copy)*.pdf")).toBe(
      `attachment; filename="Nkosi's lease (copy)*.pdf"`,
    );
    expect(contentDisposition('attachment', "Ngiyabonga 'Sipho' (é)*.pdf")).toBe(
      `attachment; filename="Ngiyabonga 'Sipho' (?)*.pdf"; filename*=UTF-8''Ngiyabonga%20%27Sipho%27%20%28%C3%A9%29%2A.pdf`,
    );
  });
});
