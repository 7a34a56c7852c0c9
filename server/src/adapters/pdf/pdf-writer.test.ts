import { describe, expect, test } from 'vitest';
import { readPdf } from '../../../test/support/read-pdf.js';
import { SAMPLE_SIGNATURE_JPEG } from '../../../test/support/sample-application-summary.js';
import type { PdfDocumentSpec, PdfRow, PdfSection } from './pdf-document-spec.js';
import { writePdf } from './pdf-writer.js';

const sut = writePdf;

function documentWith(sections: PdfSection[]): PdfDocumentSpec {
  return {
    metadata: {
      title: 'Termination PM-2026-000777',
      author: 'Protea Management',
      subject: 'Service termination',
      language: 'af-ZA',
      createdAt: new Date('2026-11-21T09:50:00Z'),
      modifiedAt: new Date('2026-11-22T08:00:00Z'),
    },
    header: {
      company: 'Protea Management',
      title: 'Service Termination',
      subtitle: 'Ntombizodwa Ngcobo-Müller',
      rows: [{ kind: 'field', label: 'Reference', value: 'PM-2026-000777' }],
    },
    sections,
    footer: { text: 'Termination PM-2026-000777', pageLabel: (page, pages) => `Bladsy ${page} van ${pages}` },
  };
}

const rows = (count: number, name = 'Row'): PdfRow[] =>
  Array.from({ length: count }, (_, index) => ({
    kind: 'field',
    label: `${name} ${index + 1}`,
    value: `value ${index + 1}`,
  }));

const pageCount = async (spec: PdfDocumentSpec, avoidNearlyEmptyLastPage?: boolean) =>
  (await readPdf(await sut(spec, { avoidNearlyEmptyLastPage }))).pages;

/** The fewest rows in one section that no longer fit on one page at the normal spacing. */
async function firstOverflowingRowCount(): Promise<number> {
  let [fits, overflows] = [1, 200];
  while (overflows - fits > 1) {
    const middle = Math.floor((fits + overflows) / 2);
    if ((await pageCount(documentWith([{ heading: 'Rows', rows: rows(middle) }]), false)) === 1) fits = middle;
    else overflows = middle;
  }
  return overflows;
}

describe('PDF writer', () => {
  test('Sections come out as pages with the header, headings, every kind of row and numbered footers', async () => {
    const pdf = await sut(
      documentWith([
        {
          heading: 'Client',
          rows: [
            { kind: 'field', label: 'Name', value: 'Zoë Ŝibeko' },
            { kind: 'field', label: 'Email', value: null },
          ],
        },
        { rows: [{ kind: 'paragraph', text: 'I confirm that the information I have given is true and correct.' }] },
        {
          heading: 'Signature',
          rows: [
            { kind: 'script', label: 'Typed', value: 'Zoë Ŝibeko' },
            { kind: 'image', label: 'Drawn', image: SAMPLE_SIGNATURE_JPEG, unreadableNote: 'Unreadable.' },
            { kind: 'image', label: 'Damaged', image: new Uint8Array([0xff, 0xd8, 1]), unreadableNote: 'Unreadable.' },
            { kind: 'write-in', label: 'Date' },
          ],
        },
      ]),
    );
    const { text, pages, info, createdAt, modifiedAt } = await readPdf(pdf);

    expect(pages).toBe(1);
    for (const expected of [
      'Protea Management',
      'Service Termination',
      'Ntombizodwa Ngcobo-Müller',
      'PM-2026-000777',
      'Client',
      'Zoë Ŝibeko',
      '—',
      'I confirm that the information I have given is true and correct.',
      'Damaged',
      'Unreadable.',
      'Date',
      'Termination PM-2026-000777',
      'Bladsy 1 van 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.match(/Unreadable\./g)).toHaveLength(1);
    expect(Buffer.from(pdf).toString('latin1')).toContain('/Subtype /Image');
    expect(info).toMatchObject({ Title: 'Termination PM-2026-000777', Author: 'Protea Management', Language: 'af-ZA' });
    expect(createdAt?.toISOString()).toBe('2026-11-21T09:50:00.000Z');
    expect(modifiedAt?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });

  test('The same document gives the same bytes, fonts embedded as small subsets', async () => {
    const spec = documentWith([{ heading: 'Rows', rows: rows(10) }]);
    const first = await sut(spec);

    expect(Buffer.from(await sut(spec)).equals(Buffer.from(first))).toBe(true);
    // Noto Sans is over 600 KB a style; only the glyphs used are embedded.
    expect(first.length).toBeLessThan(40_000);
  });

  test('A long document continues on further pages, each numbered, every row printed once', async () => {
    const { pageTexts, pages, text } = await readPdf(await sut(documentWith([{ heading: 'Rows', rows: rows(150) }])));

    expect(pages).toBeGreaterThan(2);
    for (const [index, page] of pageTexts.entries()) expect(page).toContain(`Bladsy ${index + 1} van ${pages}`);
    for (let row = 1; row <= 150; row++)
      expect(text.match(new RegExp(`Row ${row}\\s+value ${row}\\n`, 'g'))).toHaveLength(1);
  });

  test('Content that would spill a row or two onto a last page is set a little tighter and fits on one', async () => {
    const overflowing = await firstOverflowingRowCount();

    for (const count of [overflowing, overflowing + 1]) {
      const spec = documentWith([{ heading: 'Rows', rows: rows(count) }]);
      expect(await pageCount(spec, false)).toBe(2);
      expect(await pageCount(spec)).toBe(1);
    }
    // Half a page more is not squeezed: it gets its second page.
    expect(await pageCount(documentWith([{ heading: 'Rows', rows: rows(overflowing + 25) }]))).toBe(2);
  });

  test('A heading never sits alone at the bottom of a page', async () => {
    const overflowing = await firstOverflowingRowCount();

    // Moves the next section's heading across the bottom of the first page, one row at a time.
    for (let filler = overflowing - 8; filler < overflowing; filler++) {
      const spec = documentWith([
        { heading: 'Rows', rows: rows(filler) },
        { heading: 'Next section', rows: rows(3, 'Next') },
      ]);
      const { pageTexts } = await readPdf(await sut(spec, { avoidNearlyEmptyLastPage: false }));
      const headingPage = pageTexts.find((page) => page.includes('Next section'));
      expect(headingPage, `with ${filler} rows before it`).toMatch(/Next section\s+Next 1\s+value 1/);
    }
  });

  test('A section that starts a page of its own does, and a short one there is kept, not squeezed back', async () => {
    const overflowing = await firstOverflowingRowCount();
    const withEvidence = (count: number) =>
      documentWith([
        { heading: 'Rows', rows: rows(count) },
        { heading: 'Evidence', startsNewPage: true, rows: rows(2, 'Evidence') },
      ]);

    const { pageTexts } = await readPdf(await sut(withEvidence(3)));
    expect(pageTexts).toHaveLength(2);
    expect(pageTexts[0]).not.toContain('Evidence');
    expect(pageTexts[1]).toMatch(/^Evidence\s+Evidence 1\s+value 1\s+Evidence 2\s+value 2\n/);
    // The part before it still gets the tighter spacing that saves it a page.
    expect(await pageCount(withEvidence(overflowing), false)).toBe(3);
    expect(await pageCount(withEvidence(overflowing))).toBe(2);
  });

  test('A QR code in the header leaves the header text clear of it', async () => {
    const spec = documentWith([{ heading: 'Rows', rows: rows(2) }]);
    const long = 'A very long subtitle that would run under the code if it were laid out across the full width';
    const { pageTexts } = await readPdf(
      await sut({
        ...spec,
        header: {
          ...spec.header,
          subtitle: long,
          qr: { data: 'https://example.co.za/verify/K7QM-2XPA-9HWD', note: 'Check' },
        },
      }),
    );
    const { pageTexts: without } = await readPdf(await sut({ ...spec, header: { ...spec.header, subtitle: long } }));

    expect(without[0]).toContain(long);
    expect(pageTexts[0]).not.toContain(long);
    expect(pageTexts[0]!.replace(/\s+/g, ' ')).toContain(long);
    expect(pageTexts[0]).toMatch(/PM-2026-000777\nCheck\n/);
  });
});
