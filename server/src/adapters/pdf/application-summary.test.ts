import { PDFDocument } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { describe, expect, test } from 'vitest';
import { SAMPLE_SIGNATURE_JPEG, sampleTenantApplication } from '../../../test/support/sample-application-summary.js';
import { buildApplicationSummaryPdf } from './application-summary.js';
import type { ApplicationSummaryData } from './application-summary-data.js';

const sut = buildApplicationSummaryPdf;

function ownerApplication(): ApplicationSummaryData {
  const application = sampleTenantApplication();
  return {
    ...application,
    property: { ...application.property, isOwner: true, leaseDate: '2026-10-30' },
    signature: { type: 'drawn', jpeg: viewAtOffset(SAMPLE_SIGNATURE_JPEG), signedAt: new Date('2026-11-21T10:06:00Z') },
  };
}

/** The bytes as a view into a larger buffer, like Node's pooled Buffers and what database drivers return. */
function viewAtOffset(bytes: Uint8Array): Uint8Array {
  const backing = new Uint8Array(bytes.length + 16);
  backing.set(bytes, 16);
  return backing.subarray(16);
}

async function extractText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js may take over the buffer it is given, so it gets a copy.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

describe('application summary PDF', () => {
  test('Admins see every detail of a tenant application, times in SAST', async () => {
    const { text, pages } = await extractText(await sut(sampleTenantApplication()));

    expect(pages).toBe(1);
    for (const expected of [
      'Protea Management',
      'Application Summary',
      'PM-2026-000123',
      'submitted',
      'Ms Thandi Nkosi',
      '9001015009087',
      'thandi.nkosi@example.co.za',
      'Sipho Nkosi',
      'Protea Gardens',
      '14B',
      'Lease Start Date',
      '2026-11-15',
      'PO Box 4321, Hatfield',
      'id-copy.pdf',
      '240.0 KB',
      'lease.jpg',
      '1024.0 KB',
      '2026-03',
      'Thandi Nkosi',
      'typed signature',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Date of Sale/Transfer');
    // 09:58Z and 10:05Z are 11:58 and 12:05 in Johannesburg (UTC+2, no daylight saving); 22:30Z is after midnight there.
    expect(text).toContain('0821234567 (verified 2026/11/21, 11:58 SAST)');
    expect(text).toContain('Given at 2026/11/21, 12:05 SAST');
    expect(text).toContain('2026/11/22, 00:30 SAST');
    expect(text).toContain('2026/11/21, 11:50 SAST');
  });

  test("An owner's drawn signature is embedded as an image", async () => {
    const pdf = await sut(ownerApplication());
    const { text } = await extractText(pdf);

    expect(text).toContain('Date of Sale/Transfer');
    expect(text).toContain('2026-10-30');
    expect(text).not.toContain('Lease Start Date');
    expect(text).not.toContain('typed signature');
    expect(latin1(pdf).includes('/Subtype /Image')).toBe(true);
  });

  test('The document carries the reference as its title and the creation time, the same bytes every time', async () => {
    const pdf = await sut(sampleTenantApplication());
    const document = await PDFDocument.load(pdf, { updateMetadata: false });

    expect(document.getTitle()).toBe('Application PM-2026-000123');
    expect(document.getAuthor()).toBe('Protea Management');
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-21T09:50:00.000Z');
    expect(Buffer.from(await sut(sampleTenantApplication())).equals(Buffer.from(pdf))).toBe(true);
  });

  test('An application not yet filled in shows dashes, None and Not submitted yet', async () => {
    const application = sampleTenantApplication();
    const empty: ApplicationSummaryData = {
      ...application,
      applicant: { ...application.applicant, firstName: null, surname: '  ', cellPhone: null, cellConfirmedAt: null },
      property: { ...application.property, isOwner: null, leaseDate: null },
      documents: [],
      consent: { givenAt: null, termsVersion: null },
      signature: null,
      submittedAt: null,
    };
    const { text } = await extractText(await sut(empty));

    for (const expected of [
      '—',
      'None',
      'Not given',
      'Not signed yet',
      'Not submitted yet',
      'Lease Start or Sale Date',
    ]) {
      expect(text).toContain(expected);
    }
  });

  test('A long address wraps within the page', async () => {
    const application = sampleTenantApplication();
    const address =
      'Unit 14B, Protea Gardens Estate, corner of Jan Shoba Street and Lynnwood Road, Brooklyn, Pretoria, ' +
      'Gauteng, behind the Brooklyn Mall parking entrance next to the filling station';
    const { text } = await extractText(
      await sut({ ...application, property: { ...application.property, streetAddress: address } }),
    );

    expect(text).not.toContain(address);
    expect(text.replace(/\s+/g, ' ')).toContain(address);
  });

  test('Sixty documents continue on further pages, each numbered', async () => {
    const application = sampleTenantApplication();
    const documents = Array.from({ length: 60 }, (_, index) => ({
      label: `Supporting document ${index + 1}`,
      originalName: `scan-${String(index + 1).padStart(2, '0')}.pdf`,
      sizeBytes: 50_000 + index,
      uploadedAt: new Date('2026-11-21T10:00:00Z'),
    }));
    const { text, pages } = await extractText(await sut({ ...application, documents }));

    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const document of documents) expect(text).toContain(document.originalName);
  });

  test('Characters the standard fonts cannot encode do not stop the PDF', async () => {
    const application = sampleTenantApplication();
    const awkward = 'Zoë Nkosi 😀 Ŝ';
    const { text } = await extractText(
      await sut({
        ...application,
        applicant: { ...application.applicant, firstName: awkward, surname: 'Ngcobo\u200b\u0301' },
        reference_person: { ...application.reference_person, address: 'Line one\r\nLine two\tend\u2028Line three' },
        documents: [{ ...application.documents[0]!, originalName: 'ID 🪪 Šibeko.pdf' }],
        signature: { type: 'typed', name: awkward, signedAt: new Date('2026-11-21T10:06:00Z') },
      }),
    );

    expect(text).toContain('Zoë Nkosi ? S');
    expect(text).toContain('Ngcobo');
    expect(text).toContain('Line two end');
    expect(text).toContain('ID ? Šibeko.pdf');
  });

  test('A damaged drawn signature is reported instead of failing the PDF', async () => {
    const application = ownerApplication();
    const damaged = { type: 'drawn' as const, jpeg: new Uint8Array([1, 2, 3]), signedAt: new Date() };
    const { text } = await extractText(await sut({ ...application, signature: damaged }));

    expect(text).toContain('The drawn signature could not be read.');
  });
});
