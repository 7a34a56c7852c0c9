import { PDFDocument } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { describe, expect, test } from 'vitest';
import { buildApplicationSummaryPdf } from './application-summary.js';
import type { ApplicationSummaryData } from './application-summary-data.js';

const sut = buildApplicationSummaryPdf;

// A 48x20 signature drawn on a Chromium canvas and exported like the wizard does: toDataURL('image/jpeg', 0.8).
const SIGNATURE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAUADADASIAAhEBAxEB/8QAGQABAAMBAQAAAAAAAAAAAAAAAAQGBwUI/8QALBAAAQMDAwMDAgcAAAAAAAAAAQIDBAAFBhEhMRJBUQcTIhRhIzJCUnGBgv/EABQBAQAAAAAAAAAAAAAAAAAAAAD/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwD1TSstzOLl2Y5uvHLZKuON4tCZQ7MusYdD01xY1DTCzwAOVDg6g9tYzmD51ihMjB8ykXeOnc2vJT74WPCXxopPgDjyaDW6oGWeruI41djaX5r0+7pJCoNtYVJdSRyFdOwI8E6/auFMuHqjlsE2dOOR8ODp9uVdl3FEpaG/1ewhA16iOFE7a+dxd8FwixYRakwbBCQ0SPxpCwFPPq7qcXyo6/0OwFBXrX6zYbLlNxbhMlWOW5+Rq8RVxOr/AEodHf8AdWiNrQ62lxtSVtrAUlSTqCDwQag32y2y/wBucgXuBGnQ3B8mn2wsfyNeD9xuKouE4BdsFyZLOOXn3cJeCy5apylOOQ16Hp+nXv8AEnTVKu2p3O9BpVKUoFKUoFKUoP/Z',
  'base64',
);

function tenantApplication(): ApplicationSummaryData {
  return {
    reference: 'PM-2026-000123',
    status: 'submitted',
    language: 'zu',
    applicant: {
      title: 'Ms',
      initials: 'T',
      firstName: 'Thandi',
      surname: 'Nkosi',
      idNumber: '9001015009087',
      cellPhone: '0821234567',
      cellConfirmedAt: new Date('2026-11-21T09:58:00Z'),
      email: 'thandi.nkosi@example.co.za',
    },
    reference_person: { name: 'Sipho Nkosi', relation: 'Brother', cellPhone: '0837654321', address: '12 Vos Street' },
    property: {
      complexName: 'Protea Gardens',
      unitNumber: '14B',
      streetAddress: '1234 Jan Shoba Street',
      suburb: 'Brooklyn',
      province: 'Gauteng',
      premise: 'Flat',
      isOwner: false,
      occupationDate: '2026-12-01',
      leaseDate: '2026-11-15',
      postalAddress: 'PO Box 4321, Hatfield',
      postalCode: '0028',
    },
    documents: [
      {
        label: 'Copy of ID',
        originalName: 'id-copy.pdf',
        sizeBytes: 245_760,
        uploadedAt: new Date('2026-11-21T10:01:00Z'),
      },
      {
        label: 'Lease agreement',
        originalName: 'lease.jpg',
        sizeBytes: 1_048_576,
        uploadedAt: new Date('2026-11-21T10:02:00Z'),
      },
    ],
    consent: { givenAt: new Date('2026-11-21T10:05:00Z'), termsVersion: '2026-03' },
    signature: { type: 'typed', name: 'Thandi Nkosi', signedAt: new Date('2026-11-21T10:06:00Z') },
    createdAt: new Date('2026-11-21T09:50:00Z'),
    submittedAt: new Date('2026-11-21T22:30:00Z'),
  };
}

function ownerApplication(): ApplicationSummaryData {
  const application = tenantApplication();
  return {
    ...application,
    property: { ...application.property, isOwner: true, leaseDate: '2026-10-30' },
    signature: { type: 'drawn', jpeg: viewAtOffset(SIGNATURE_JPEG), signedAt: new Date('2026-11-21T10:06:00Z') },
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
    const { text, pages } = await extractText(await sut(tenantApplication()));

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
    const pdf = await sut(tenantApplication());
    const document = await PDFDocument.load(pdf, { updateMetadata: false });

    expect(document.getTitle()).toBe('Application PM-2026-000123');
    expect(document.getAuthor()).toBe('Protea Management');
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-21T09:50:00.000Z');
    expect(Buffer.from(await sut(tenantApplication())).equals(Buffer.from(pdf))).toBe(true);
  });

  test('An application not yet filled in shows dashes, None and Not submitted yet', async () => {
    const application = tenantApplication();
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
    const application = tenantApplication();
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
    const application = tenantApplication();
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
    const application = tenantApplication();
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
