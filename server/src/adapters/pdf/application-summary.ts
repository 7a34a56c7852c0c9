import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ApplicationSummaryData } from './application-summary-data.js';
import { formatSaTime } from './format-sa-time.js';

// English for now: admins read these. Kept together so they can move to the translations later.
const LABELS = {
  company: 'Protea Management',
  title: 'Application Summary',
  reference: 'Reference',
  status: 'Status',
  empty: '—',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  applicant: 'Applicant',
  personTitle: 'Title',
  initials: 'Initials',
  firstName: 'First Name',
  surname: 'Surname',
  idNumber: 'ID/Passport Number',
  cellPhone: 'Cell Phone',
  verified: (at: string) => `verified ${at}`,
  notVerified: 'not verified',
  email: 'Email',
  referencePerson: 'Reference Person',
  name: 'Name',
  relation: 'Relation',
  address: 'Address',
  property: 'Property',
  complexName: 'Complex',
  unitNumber: 'Unit',
  streetAddress: 'Street Address',
  suburb: 'Suburb',
  province: 'Province',
  premise: 'Premise',
  ownerOrTenant: 'Owner or Tenant',
  owner: 'Owner',
  tenant: 'Tenant',
  occupationDate: 'Occupation Date',
  leaseDate: { tenant: 'Lease Start Date', owner: 'Date of Sale/Transfer', unknown: 'Lease Start or Sale Date' },
  postalAddress: 'Postal Address',
  postalCode: 'Postal Code',
  documents: 'Documents Received',
  none: 'None',
  documentDetails: (kb: string, at: string) => `${kb} KB, uploaded ${at}`,
  consent: 'Consent',
  popiaConsent: 'POPIA Consent',
  consentGiven: (at: string) => `Given at ${at}`,
  consentNotGiven: 'Not given',
  termsVersion: 'Terms Version',
  signature: 'Signature',
  notSigned: 'Not signed yet',
  typedSignature: 'typed signature',
  unreadableSignature: 'The drawn signature could not be read.',
  signedAt: 'Signed At',
  submission: 'Submission',
  submittedAt: 'Submitted At',
  notSubmitted: 'Not submitted yet',
  createdAt: 'Created At',
} as const;

const PAGE = { width: 595.28, height: 841.89, left: 50, right: 545.28, top: 800, bottom: 50, footer: 28 } as const;
const VALUE_X = 190;
const SIZE = 9.5;
const LINE = 12;
const ROW_GAP = 1.5;
const HEADING = { size: 11.5, before: 9, line: 14, after: 4 } as const;
const SIGNATURE_BOX = { width: 200, height: 100 } as const;
const GREEN = rgb(0.09, 0.4, 0.27);
const GREY = rgb(0.35, 0.35, 0.35);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  script: PDFFont;
}

/** The summary of one residential application that admins print or file; every timestamp in SAST. */
export async function buildApplicationSummaryPdf(data: ApplicationSummaryData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Application ${data.reference}`);
  pdf.setAuthor(LABELS.company);
  pdf.setCreationDate(data.createdAt);
  // Not "now": the same application gives the same bytes.
  pdf.setModificationDate(data.submittedAt ?? data.createdAt);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    script: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const out = new PageWriter(pdf, fonts);
  const { applicant, reference_person: ref, property, consent, signature } = data;

  out.text(LABELS.company, fonts.bold, 18, GREEN, 21);
  out.text(LABELS.title, fonts.bold, 13);
  out.text(joinNonEmpty([applicant.title, applicant.firstName, applicant.surname]) || LABELS.empty, fonts.regular, 11);
  out.text(`${LABELS.reference}: ${data.reference}    ${LABELS.status}: ${data.status}`, fonts.regular, SIZE);

  out.heading(LABELS.applicant);
  out.row(LABELS.personTitle, applicant.title);
  out.row(LABELS.initials, applicant.initials);
  out.row(LABELS.firstName, applicant.firstName);
  out.row(LABELS.surname, applicant.surname);
  out.row(LABELS.idNumber, applicant.idNumber);
  out.row(
    LABELS.cellPhone,
    applicant.cellPhone && `${applicant.cellPhone} (${describeVerification(applicant.cellConfirmedAt)})`,
  );
  out.row(LABELS.email, applicant.email);

  out.heading(LABELS.referencePerson);
  out.row(LABELS.name, ref.name);
  out.row(LABELS.relation, ref.relation);
  out.row(LABELS.cellPhone, ref.cellPhone);
  out.row(LABELS.address, ref.address);

  out.heading(LABELS.property);
  out.row(LABELS.complexName, property.complexName);
  out.row(LABELS.unitNumber, property.unitNumber);
  out.row(LABELS.streetAddress, property.streetAddress);
  out.row(LABELS.suburb, property.suburb);
  out.row(LABELS.province, property.province);
  out.row(LABELS.premise, property.premise);
  out.row(LABELS.ownerOrTenant, property.isOwner === null ? null : property.isOwner ? LABELS.owner : LABELS.tenant);
  out.row(LABELS.occupationDate, property.occupationDate);
  const leaseLabel = property.isOwner === null ? 'unknown' : property.isOwner ? 'owner' : 'tenant';
  out.row(LABELS.leaseDate[leaseLabel], property.leaseDate);

  out.heading(LABELS.postalAddress);
  out.row(LABELS.address, property.postalAddress);
  out.row(LABELS.postalCode, property.postalCode);

  out.heading(LABELS.documents);
  if (data.documents.length === 0) out.row('', LABELS.none);
  for (const document of data.documents) {
    const details = LABELS.documentDetails((document.sizeBytes / 1024).toFixed(1), formatSaTime(document.uploadedAt));
    out.row(document.label, `${document.originalName} (${details})`);
  }

  out.heading(LABELS.consent);
  out.row(
    LABELS.popiaConsent,
    consent.givenAt ? LABELS.consentGiven(formatSaTime(consent.givenAt)) : LABELS.consentNotGiven,
  );
  out.row(LABELS.termsVersion, consent.termsVersion);

  out.heading(LABELS.signature);
  if (!signature) out.row(LABELS.signature, LABELS.notSigned);
  else if (signature.type === 'typed') {
    out.row(LABELS.signature, signature.name, fonts.script, 20, 24);
    out.row('', LABELS.typedSignature);
  } else {
    const image = await embedJpegOrNull(pdf, signature.jpeg);
    if (image) out.image(LABELS.signature, image);
    else out.row(LABELS.signature, LABELS.unreadableSignature);
  }
  out.row(LABELS.signedAt, signature && formatSaTime(signature.signedAt));

  out.heading(LABELS.submission);
  out.row(LABELS.submittedAt, data.submittedAt ? formatSaTime(data.submittedAt) : LABELS.notSubmitted);
  out.row(LABELS.createdAt, formatSaTime(data.createdAt));

  out.footers(`Application ${data.reference}`);
  return pdf.save();
}

/** Draws top to bottom, starting a new page whenever the next piece would cross the bottom margin. */
class PageWriter {
  private page: PDFPage;
  private y: number = PAGE.top;
  private readonly encodable: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    // The three standard fonts share WinAnsi encoding, so one character set serves them all.
    this.encodable = new Set(fonts.regular.getCharacterSet());
  }

  text(text: string, font: PDFFont, size: number, color = rgb(0, 0, 0), lineHeight = size + 4): void {
    for (const line of wrapText(toWinAnsi(text, this.encodable), font, size, PAGE.right - PAGE.left)) {
      this.makeRoom(lineHeight);
      this.page.drawText(line, { x: PAGE.left, y: this.y - size, size, font, color });
      this.y -= lineHeight;
    }
  }

  heading(title: string): void {
    // Never a heading alone at the bottom of a page: it moves over with its first row.
    this.makeRoom(HEADING.before + HEADING.line + HEADING.after + LINE);
    this.y -= HEADING.before;
    this.page.drawText(title, {
      x: PAGE.left,
      y: this.y - HEADING.size,
      size: HEADING.size,
      font: this.fonts.bold,
      color: GREEN,
    });
    this.y -= HEADING.line;
    this.page.drawLine({
      start: { x: PAGE.left, y: this.y },
      end: { x: PAGE.right, y: this.y },
      thickness: 0.5,
      color: GREEN,
    });
    this.y -= HEADING.after;
  }

  /** A label and its value side by side; both wrap, and a row taller than a page continues on the next. */
  row(label: string, value: string | null, font = this.fonts.regular, size = SIZE, lineHeight = LINE): void {
    const labelLines = wrapText(toWinAnsi(label, this.encodable), this.fonts.bold, SIZE, VALUE_X - PAGE.left - 10);
    const text = value?.trim() ? value : LABELS.empty;
    const valueLines = wrapText(toWinAnsi(text, this.encodable), font, size, PAGE.right - VALUE_X);
    const lineCount = Math.max(labelLines.length, valueLines.length);
    this.makeRoom(Math.min(lineCount * lineHeight, PAGE.top - PAGE.bottom));
    for (let index = 0; index < lineCount; index++) {
      this.makeRoom(lineHeight);
      const baseline = this.y - lineHeight + 2.5;
      const labelLine = labelLines[index];
      const valueLine = valueLines[index];
      if (labelLine) this.page.drawText(labelLine, { x: PAGE.left, y: baseline, size: SIZE, font: this.fonts.bold });
      if (valueLine) this.page.drawText(valueLine, { x: VALUE_X, y: baseline, size, font });
      this.y -= lineHeight;
    }
    this.y -= ROW_GAP;
  }

  image(label: string, image: PDFImage): void {
    // Shrunk to fit the box, never enlarged: a small drawing stays sharp.
    const { width, height } = image.scale(
      Math.min(1, SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height),
    );
    this.makeRoom(height + 6);
    this.page.drawText(label, { x: PAGE.left, y: this.y - LINE + 2.5, size: SIZE, font: this.fonts.bold });
    this.page.drawImage(image, { x: VALUE_X, y: this.y - height, width, height });
    this.y -= height + 6;
  }

  footers(left: string): void {
    const pages = this.pdf.getPages();
    const { regular } = this.fonts;
    pages.forEach((page, index) => {
      const number = LABELS.page(index + 1, pages.length);
      const x = PAGE.right - regular.widthOfTextAtSize(number, 8);
      page.drawText(toWinAnsi(left, this.encodable), {
        x: PAGE.left,
        y: PAGE.footer,
        size: 8,
        font: regular,
        color: GREY,
      });
      page.drawText(number, { x, y: PAGE.footer, size: 8, font: regular, color: GREY });
    });
  }

  private makeRoom(height: number): void {
    if (this.y - height >= PAGE.bottom) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.top;
  }
}

function describeVerification(confirmedAt: Date | null): string {
  return confirmedAt ? LABELS.verified(formatSaTime(confirmedAt)) : LABELS.notVerified;
}

const joinNonEmpty = (parts: Array<string | null>) => parts.filter((part) => part?.trim()).join(' ');

/** A stored signature is user input: a damaged JPEG shows a note instead of failing the whole PDF. */
async function embedJpegOrNull(pdf: PDFDocument, jpeg: Uint8Array): Promise<PDFImage | null> {
  try {
    // pdf-lib 1.17 reads jpeg.buffer from offset 0, which breaks on views such as Node's pooled Buffers; copy first.
    return await pdf.embedJpg(new Uint8Array(jpeg));
  } catch {
    return null;
  }
}

/**
 * The standard fonts encode only WinAnsi, and drawing anything else throws. Accented letters outside it
 * lose their accent (Ŝ becomes S), invisible marks and controls are dropped, anything else becomes '?'.
 * Line breaks are kept for wrapText.
 */
function toWinAnsi(text: string, encodable: ReadonlySet<number>): string {
  let result = '';
  for (const char of text.replace(/\r\n?|[\u2028\u2029]/g, '\n').normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || encodable.has(code)) result += char;
    else if (/\s/u.test(char)) result += ' ';
    else if (/[\p{M}\p{Cc}\p{Cf}]/u.test(char)) continue;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      result += base && [...base].every((part) => encodable.has(part.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return result;
}

/** Breaks text into lines no wider than maxWidth, at spaces, or inside a word longer than a line. */
function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = 1;
        while (fits(line.slice(0, cut + 1))) cut++;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
