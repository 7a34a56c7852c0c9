import { describe, expect, test } from 'vitest';
import { readPdf } from '../../../test/support/read-pdf.js';
import {
  SAMPLE_SIGNATURE_JPEG,
  sampleTenantApplication as sampleInIsiZulu,
} from '../../../test/support/sample-application-summary.js';
import { buildApplicationSummaryPdf } from './application-summary.js';
import type { ApplicationSummaryData } from './application-summary-data.js';
import { applicationSummaryDocument } from './application-summary-document.js';
import { writePdf } from './pdf-writer.js';

const sut = buildApplicationSummaryPdf;

/** The shared sample applied in isiZulu; most tests read the labels in English. */
function sampleTenantApplication(): ApplicationSummaryData {
  return { ...sampleInIsiZulu(), language: 'en' };
}

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

function withDocuments(application: ApplicationSummaryData, count: number): ApplicationSummaryData {
  const documents = Array.from({ length: count }, (_, index) => ({
    label: `Supporting document ${index + 1}`,
    originalName: `scan-${String(index + 1).padStart(2, '0')}.pdf`,
    sizeBytes: 50_000 + index,
    uploadedAt: new Date('2026-11-21T10:00:00Z'),
  }));
  return { ...application, documents };
}

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

/** Every one of the texts stands in the PDF's text, each its own assertion. */
function expectToContainAll(text: string, expected: string[]) {
  for (const part of expected) expect(text).toContain(part);
}

describe('application summary PDF', () => {
  test('Admins see every detail of a tenant application, times in SAST', async () => {
    const { text, pages, pageTexts } = await readPdf(await sut(sampleTenantApplication()));

    // The summary on its page, the evidence of signing on its own.
    expect(pages).toBe(2);
    expect(pageTexts[0]).toContain('Created At');
    expect(pageTexts[0]).not.toContain('Evidence of Signing');
    expectToContainAll(text, [
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
      'Page 1 of 2',
    ]);
    expect(text).not.toContain('Date of Sale/Transfer');
    // The sample's status is not one the portal knows, so it is shown as stored.
    expect(text).toMatch(/^Status\s+submitted$/m);
    // 09:58Z and 10:05Z are 11:58 and 12:05 in Johannesburg (UTC+2, no daylight saving); 22:30Z is after midnight there.
    expect(text).toContain('0821234567 (verified 2026/11/21, 11:58 SAST)');
    expect(text).toContain('Given at 2026/11/21, 12:05 SAST');
    expect(text).toContain('2026/11/22, 00:30 SAST');
    expect(text).toContain('2026/11/21, 11:50 SAST');
  });

  test('The copy carries its verification code and where to check it, the code on every page', async () => {
    const { text, pageTexts } = await readPdf(await sut(sampleTenantApplication()));

    expect(pageTexts[0]).toMatch(
      /^Reference\s+PM-2026-000123\nStatus\s+submitted\nVerification Code\s+K7QM-2XPA-9HWD\nCheck this document at https:\/\/portal\.proteamanagement\.co\.za\/ClientApps\/verify\/K7QM-2XPA-9HWD\n/m,
    );
    for (const [index, page] of pageTexts.entries()) {
      expect(page).toContain(`Application PM-2026-000123 · Verification code K7QM-2XPA-9HWD Page ${index + 1} of 2`);
    }
    // The QR code is drawn with vector squares: a typed signature leaves the PDF without any image.
    expect(latin1(await sut(sampleTenantApplication())).includes('/Subtype /Image')).toBe(false);
    expect(text).toContain('Verification Page https://portal.proteamanagement.co.za/ClientApps/verify/K7QM-2XPA-9HWD');
  });

  test('The evidence page lists how it was signed: time, masked number, address, terms, consent and every file with its SHA-256', async () => {
    const { pageTexts } = await readPdf(await sut(sampleTenantApplication()));
    const evidence = pageTexts[1]!;

    expectToContainAll(evidence.replace(/[ \t]+/g, ' '), [
      'Evidence of Signing',
      'Signed At 2026/11/21, 12:06 SAST',
      'Signature Type Typed name',
      'Verified Cell Number *** *** 4567',
      'Verified At 2026/11/21, 11:58 SAST',
      'Signed From (IP Address) 198.51.100.23',
      'Terms Version 2026-03',
      'POPIA Consent Given at 2026/11/21, 12:05 SAST',
      'Submitted At 2026/11/22, 00:30 SAST',
      'Copy of ID id-copy.pdf (240.0 KB, uploaded 2026/11/21, 12:01 SAST)\n9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      'lease.jpg (1024.0 KB, uploaded 2026/11/21, 12:02 SAST)\nSHA-256 not available: the stored file could not be read',
      'Verification Code K7QM-2XPA-9HWD',
      'Issued At 2026/11/25, 16:03 SAST',
    ]);
    // The full number is in the applicant's details, never on the evidence page.
    expect(evidence).not.toContain('0821234567');
  });

  test('A request signed before addresses were recorded, or not yet signed, says so on its evidence page', async () => {
    const application = sampleTenantApplication();
    const { pageTexts } = await readPdf(
      await sut({
        ...application,
        signature: null,
        submittedAt: null,
        evidence: { verifiedCell: { maskedNumber: null, at: null }, signedIp: null, files: [] },
      }),
    );
    const evidence = pageTexts.at(-1)!.replace(/[ \t]+/g, ' ');

    expectToContainAll(evidence, [
      'Signed At Not signed yet',
      'Verified Cell Number Not verified',
      'Signed From (IP Address) Not recorded',
      'Submitted At Not submitted yet',
      'Files Received (SHA-256)\nNone',
    ]);
  });

  test("An owner's drawn signature is embedded as an image", async () => {
    const pdf = await sut(ownerApplication());
    const { text } = await readPdf(pdf);

    expect(text).toContain('Date of Sale/Transfer');
    expect(text).toContain('2026-10-30');
    expect(text).not.toContain('Lease Start Date');
    expect(text).not.toContain('typed signature');
    expect(latin1(pdf).includes('/Subtype /Image')).toBe(true);
  });

  test('The document carries the reference as its title and the creation time, the same bytes every time', async () => {
    const pdf = await sut(sampleTenantApplication());
    const { info, createdAt } = await readPdf(pdf);

    expect(info.Title).toBe('Application PM-2026-000123');
    expect(info.Author).toBe('Protea Management');
    expect(createdAt?.toISOString()).toBe('2026-11-21T09:50:00.000Z');
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
    const { text } = await readPdf(await sut(empty));

    expectToContainAll(text, [
      '—',
      'None',
      'Not given',
      'Not signed yet',
      'Not submitted yet',
      'Lease Start or Sale Date',
    ]);
  });

  test('A completed application names the account it opened under its status; before, there is no such line', async () => {
    const before = await readPdf(await sut(sampleTenantApplication()));
    expect(before.text).not.toContain('Account Number');

    const completed = { ...sampleTenantApplication(), status: 'completed', accountNumber: '00417229' };
    const { pageTexts } = await readPdf(await sut(completed));

    expect(pageTexts[0]).toMatch(/Status\s*Completed[\s\S]*Account Number\s*00417229/);
  });

  test('A long address wraps within the page', async () => {
    const application = sampleTenantApplication();
    const address =
      'Unit 14B, Protea Gardens Estate, corner of Jan Shoba Street and Lynnwood Road, Brooklyn, Pretoria, ' +
      'Gauteng, behind the Brooklyn Mall parking entrance next to the filling station';
    const { text } = await readPdf(
      await sut({ ...application, property: { ...application.property, streetAddress: address } }),
    );

    expect(text).not.toContain(address);
    expect(text.replace(/\s+/g, ' ')).toContain(address);
  });

  test('Sixty documents continue on further pages, each numbered', async () => {
    const application = withDocuments(sampleTenantApplication(), 60);
    const { text, pages, pageTexts } = await readPdf(await sut(application));

    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const [index, page] of pageTexts.entries()) expect(page).toContain(`Page ${index + 1} of ${pages}`);
    for (const document of application.documents) expect(text).toContain(document.originalName);
  });

  test('A summary one or two rows too long for a page is set a little tighter instead of spilling onto a second', async () => {
    // The evidence page always follows the summary: a summary that fits takes one page before it.
    const pagesAtNormalSpacing = async (count: number) =>
      (
        await readPdf(
          await writePdf(applicationSummaryDocument(withDocuments(sampleTenantApplication(), count)), {
            avoidNearlyEmptyLastPage: false,
          }),
        )
      ).pages;
    let overflowing = 0;
    while ((await pagesAtNormalSpacing(overflowing)) === 2) overflowing++;
    // The sample itself fits, so these are the first one and two rows too many.
    expect(overflowing).toBeGreaterThan(0);

    for (const count of [overflowing, overflowing + 1]) {
      const { pages, pageTexts } = await readPdf(await sut(withDocuments(sampleTenantApplication(), count)));
      expect(pages, `${count} documents`).toBe(2);
      expect(pageTexts[0]).toContain('Page 1 of 2');
      expect(pageTexts[0]).toContain(`scan-${String(count).padStart(2, '0')}.pdf`);
      expect(pageTexts[0]).toContain('Created At');
      expect(pageTexts[1]).toContain('Evidence of Signing');
    }
  });

  test('Names in any Latin script print exactly; an emoji becomes a question mark without breaking the PDF', async () => {
    const application = sampleTenantApplication();
    const awkward = 'Zoë Nkosi 😀 Ŝ';
    const { text } = await readPdf(
      await sut({
        ...application,
        applicant: { ...application.applicant, firstName: awkward, surname: 'Ngcobo-Müller\u200b' },
        reference_person: {
          ...application.reference_person,
          name: 'Ntombizodwa Ngcobo\u200b\u0301',
          address: 'Line one\r\nLine two\tend\u2028Line three',
        },
        documents: [{ ...application.documents[0]!, originalName: 'ID 🪪 Šibeko.pdf' }],
        signature: { type: 'typed', name: awkward, signedAt: new Date('2026-11-21T10:06:00Z') },
      }),
    );

    expect(text).toContain('Ms Zoë Nkosi ? Ŝ Ngcobo-Müller\n');
    expect(text).toMatch(/^First Name\s+Zoë Nkosi \? Ŝ$/m);
    expect(text).toMatch(/^Surname\s+Ngcobo-Müller$/m);
    // Invisible characters and an accent with no letter under it are dropped.
    expect(text).toMatch(/^Name\s+Ntombizodwa Ngcobo$/m);
    expect(text).toContain('Line two end');
    expect(text).toContain('ID ? Šibeko.pdf');
  });

  test('A damaged drawn signature is reported instead of failing the PDF', async () => {
    const application = ownerApplication();
    const damaged = { type: 'drawn' as const, jpeg: new Uint8Array([1, 2, 3]), signedAt: new Date() };
    const { text } = await readPdf(await sut({ ...application, signature: damaged }));

    expect(text).toContain('The drawn signature could not be read.');
  });

  test('An Afrikaans application is labelled in Afrikaans, its status translated on its own row', async () => {
    const application: ApplicationSummaryData = { ...sampleTenantApplication(), language: 'af', status: 'needsinfo' };
    const pdf = await sut(application);
    const { text, info } = await readPdf(pdf);

    expectToContainAll(text, [
      'Protea Management',
      'Aansoekopsomming',
      'Aansoeker',
      'Voornaam',
      'Okkupasiedatum',
      'Huurder',
      'Dokumente ontvang',
      'getikte handtekening',
      'Bladsy 1 van 2',
      'Verifikasiekode',
      'Bewys van Ondertekening',
      'Aansoek PM-2026-000123',
    ]);
    expect(text).not.toContain('Application Summary');
    expect(text).not.toContain('needsinfo');
    expect(text).toMatch(/^Ms Thandi Nkosi\nVerwysing\s+PM-2026-000123\nStatus\s+Wag op inligting van kliënt\n/m);
    expect(info.Title).toBe('Aansoek PM-2026-000123');
    expect(info.Language).toBe('af-ZA');
  });

  test('An isiZulu application is labelled in isiZulu, its status translated on its own row', async () => {
    const { text } = await readPdf(await sut({ ...sampleInIsiZulu(), status: 'pending' }));

    expectToContainAll(text, [
      'Isifinyezo Sesicelo',
      'Umfakisicelo',
      'Igama lokuqala',
      'Isiginesha',
      'Ikhasi 1 kwangu-2',
      'Ikhodi Yokuqinisekisa',
      'Ubufakazi Bokusayina',
    ]);
    expect(text).toMatch(/^Inombolo yesithenjwa\s+PM-2026-000123\nIsimo\s+Kulindile\n/m);
    expect(text).not.toContain('Application Summary');
  });

  test('An English status is shown translated, not as stored', async () => {
    const { text } = await readPdf(await sut({ ...sampleTenantApplication(), status: 'needsinfo' }));

    expect(text).toMatch(/^Reference\s+PM-2026-000123\nStatus\s+Awaiting Info from Client\n/m);
    expect(text).not.toContain('needsinfo');
  });
});
