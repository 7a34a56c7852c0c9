import { describe, expect, test } from 'vitest';
import { onePage, pdfFile } from '../../../test/support/pdf-file.js';
import { sampleTenantApplication } from '../../../test/support/sample-application-summary.js';
import { tinyPdfBytes } from '../../../test/support/tiny-pdf.js';
import { buildApplicationSummaryPdf } from '../pdf/application-summary.js';
import { findActiveContent, walkAsViewer } from './pdf-active-content.js';

const sut = findActiveContent;

/** One page plus these objects (numbered from 6), with what the catalog and the page add. */
const withObjects = (extra: { catalog?: string; page?: string }, objects: string[] = []) => [
  ...onePage('Lease agreement', extra),
  ...objects,
];

const openScript = '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>';
const launchLink = '/Annots [6 0 R]';
const launchAnnotation = '<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /Launch /F (cmd.exe) >> >>';
const attachmentTree = '/Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>';
const fileSpec = [
  '<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>',
  '<< /Length 2 >>\nstream\nMZ\nendstream',
];

describe('PDFs that would run or open something', () => {
  test('Ordinary PDFs pass: pdfkit, the portal’s own summary, a hand-written one, one with object streams', async () => {
    expect(await sut(await tinyPdfBytes({ text: 'Lease agreement' }))).toBeNull();
    expect(await sut(await buildApplicationSummaryPdf(sampleTenantApplication()))).toBeNull();
    expect(await sut(pdfFile(onePage('Lease agreement')))).toBeNull();
    expect(await sut(pdfFile(onePage('Lease agreement'), [1, 2, 3, 5]))).toBeNull();
  });

  test('Words in the text, a comment or a binary stream are not names: such a PDF passes', async () => {
    const objects = onePage('/JavaScript /Launch /EmbeddedFiles', { catalog: '/Lang (/JS /Launch) /ID <2F4A53>' });
    objects.push('<< /Length 12 >>\nstream\n\x00/JS /Launch\x00\nendstream');
    const pdf = Buffer.concat([pdfFile(objects), Buffer.from('% /JavaScript\n')]);
    expect(await sut(pdf)).toBeNull();
  });

  test('A script that runs on opening is found, in plain objects or compressed in an object stream', async () => {
    expect(await sut(pdfFile(withObjects({ catalog: openScript })))).toBe('JavaScript');
    // Compressed, and spelled with #xx escapes as well: no byte of the file says "JavaScript".
    const hidden = pdfFile(
      withObjects({ catalog: '/OpenAction << /S /Java#53cript /J#53 (app.alert\\(1\\)) >>' }),
      [1],
    );
    expect(hidden.includes('JavaScript')).toBe(false);
    expect(await sut(hidden)).toBe('JavaScript');
  });

  test('A launch action, an attached file and an attachment annotation are found inside object streams', async () => {
    expect(await sut(pdfFile(withObjects({ page: launchLink }, [launchAnnotation]), [3, 6]))).toBe('Launch');
    expect(await sut(pdfFile(withObjects({ catalog: attachmentTree }, fileSpec), [1, 6]))).toBe('EmbeddedFiles');
    // An attachment annotation names its file whether or not the file's bytes are inside.
    const attachment = '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS << /F (invoice.exe) >> >>';
    expect(await sut(pdfFile(withObjects({ page: '/Annots [6 0 R]' }, [attachment]), [3, 6]))).toBe('FileAttachment');
  });

  test('The viewer’s walk alone finds scripts and attachments in compressed objects (what the name pass cannot read)', async () => {
    expect(await walkAsViewer(pdfFile(withObjects({ catalog: openScript }), [1]))).toBe('JavaScript');
    const fieldScript =
      '<< /Type /Annot /Subtype /Widget /FT /Btn /T (b) /Rect [0 0 9 9] /AA << /U << /S /JavaScript /JS (x) >> >> >>';
    expect(await walkAsViewer(pdfFile(withObjects({ page: '/Annots [6 0 R]' }, [fieldScript]), [3, 6]))).toBe(
      'JavaScript',
    );
    expect(await walkAsViewer(pdfFile(withObjects({ catalog: attachmentTree }, fileSpec), [1, 6]))).toBe(
      'EmbeddedFiles',
    );
    expect(await walkAsViewer(pdfFile(onePage('Lease agreement'), [1, 2, 3]))).toBeNull();
    expect(await walkAsViewer(Buffer.from('%PDF-1.7\nnot really a PDF'))).toBeNull();
  });
});
