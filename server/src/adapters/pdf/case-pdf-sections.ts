import type { Language } from '@protea/shared/constants';
import { translate } from '../../i18n/translate.js';
import { formatSaTime } from './format-sa-time.js';
import type { PdfDocumentSpec, PdfRow, PdfSection } from './pdf-document-spec.js';
import { footerWithCode, type PdfVerification, verificationHeader } from './verification-header.js';

// The sections every customer request's PDF shares (applications, terminations): the person, the
// reference person, the documents, consent and the signature. Labels come from `pdf.summary.*`.

export type Vars = Record<string, string | number>;
export type Translate = (key: string, vars?: Vars) => string;

export const field = (label: string, value: string | null | undefined): PdfRow => ({
  kind: 'field',
  label,
  value: value ?? null,
});

/** A field for each key, labelled by the label of the same name (`complexName` under `t('complexName')`). */
export const fieldsOf = <K extends string>(
  record: Readonly<Record<K, string | null>>,
  keys: readonly K[],
  t: Translate,
): PdfRow[] => keys.map((key) => field(t(key), record[key]));

/** Owner or tenant, or nothing while the customer has not said. */
export const ownershipLabel = (isOwner: boolean | null, t: Translate) =>
  isOwner === null ? null : isOwner ? t('owner') : t('tenant');

export const joinNonEmpty = (parts: Array<string | null | undefined>, separator = ' ') =>
  parts.filter((part) => part?.trim()).join(separator);

/** `pdf.summary.<key>` in the document's language. */
export const summaryLabels =
  (language: Language): Translate =>
  (key, vars) =>
    translate(language, `pdf.summary.${key}`, vars);

/** `pdf.termination.<key>` in the document's language: a termination's labels, and a business's on any PDF. */
export const terminationLabels =
  (language: Language): Translate =>
  (key, vars) =>
    translate(language, `pdf.termination.${key}`, vars);

export interface PdfPerson {
  title: string | null;
  initials: string | null;
  firstName: string | null;
  surname: string | null;
  idNumber: string | null;
  cellPhone: string | null;
  cellConfirmedAt: Date | null;
  email: string | null;
}

export function personSection(heading: string, person: PdfPerson, t: Translate): PdfSection {
  const verification = person.cellConfirmedAt
    ? t('verified', { at: formatSaTime(person.cellConfirmedAt) })
    : t('notVerified');
  return {
    heading,
    rows: [
      field(t('personTitle'), person.title),
      field(t('initials'), person.initials),
      field(t('firstName'), person.firstName),
      field(t('surname'), person.surname),
      field(t('idNumber'), person.idNumber),
      field(t('cellPhone'), person.cellPhone && `${person.cellPhone} (${verification})`),
      field(t('email'), person.email),
    ],
  };
}

export interface PdfReferencePerson {
  name: string | null;
  relation: string | null;
  cellPhone: string | null;
  address: string | null;
}

export function referencePersonSection(person: PdfReferencePerson, t: Translate): PdfSection {
  return { heading: t('referencePerson'), rows: fieldsOf(person, ['name', 'relation', 'cellPhone', 'address'], t) };
}

export interface PdfDocumentEntry {
  label: string;
  originalName: string;
  sizeBytes: number;
  uploadedAt: Date;
  /** Extra facts about the file (a photo's capture time). */
  note?: string;
}

export function documentsSection(documents: readonly PdfDocumentEntry[], t: Translate): PdfSection {
  if (documents.length === 0) return { heading: t('documents'), rows: [field('', t('none'))] };
  return {
    heading: t('documents'),
    rows: documents.map((document) => {
      const size = (document.sizeBytes / 1024).toFixed(1);
      const details = t('documentDetails', { size, at: formatSaTime(document.uploadedAt) });
      return field(document.label, joinNonEmpty([`${document.originalName} (${details})`, document.note], '; '));
    }),
  };
}

export interface PdfConsent {
  givenAt: Date | null;
  termsVersion: string | null;
}

export function consentSection(consent: PdfConsent, t: Translate): PdfSection {
  return {
    heading: t('consent'),
    rows: [
      field(
        t('popiaConsent'),
        consent.givenAt ? t('consentGiven', { at: formatSaTime(consent.givenAt) }) : t('consentNotGiven'),
      ),
      field(t('termsVersion'), consent.termsVersion),
    ],
  };
}

export type PdfSignature =
  | { type: 'typed'; name: string; signedAt: Date }
  | { type: 'drawn'; jpeg: Uint8Array; signedAt: Date }
  | null;

export function signatureSection(signature: PdfSignature, t: Translate): PdfSection {
  const signedAt = field(t('signedAt'), signature && formatSaTime(signature.signedAt));
  if (!signature) return { heading: t('signature'), rows: [field(t('signature'), t('notSigned')), signedAt] };
  const mark: PdfRow[] =
    signature.type === 'typed'
      ? [{ kind: 'script', label: t('signature'), value: signature.name }, field('', t('typedSignature'))]
      : [{ kind: 'image', label: t('signature'), image: signature.jpeg, unreadableNote: t('unreadableSignature') }];
  return { heading: t('signature'), rows: [...mark, signedAt] };
}

/** A status the portal knows is shown in the reader's language; anything else as stored. */
export function statusLabel(language: Language, status: string, known: readonly string[]): string {
  return known.includes(status) ? translate(language, `admin.status.${status}`) : status;
}

/**
 * The header, metadata and footer of a customer request's PDF: the verification code with the QR code of the page
 * that checks it, the title, the company as author, the reader's language, fixed dates (the same request and code
 * give the same bytes), and the title with the code and "Page 1 of 2" on every page.
 */
export function caseDocumentFrame(
  request: { language: Language; createdAt: Date; submittedAt: Date | null; verification: PdfVerification },
  document: {
    title: string;
    subject: string;
    subtitle: string;
    rows: NonNullable<PdfDocumentSpec['header']['rows']>;
  },
): Omit<PdfDocumentSpec, 'sections'> {
  const { language } = request;
  const company = translate(language, 'common.appName');
  const verification = verificationHeader(language, request.verification);
  return {
    header: {
      company,
      title: document.subject,
      subtitle: document.subtitle || undefined,
      rows: [...document.rows, verification.row],
      qr: verification.qr,
    },
    metadata: {
      title: document.title,
      author: company,
      subject: document.subject,
      language: `${language}-ZA`,
      createdAt: request.createdAt,
      modifiedAt: request.submittedAt ?? request.createdAt,
    },
    footer: {
      text: footerWithCode(language, document.title, request.verification),
      pageLabel: (page, pages) => translate(language, 'pdf.pageOf', { page, pages }),
    },
  };
}

export interface PdfBusiness {
  name: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  type: string | null;
  tradingName?: string | null;
  /** Further directors or owners besides the representative (business applications). */
  directors?: { fullName: string; idNumber: string }[];
}

/** A business's details, on an application's or a termination's PDF (labels from `pdf.termination.*`). */
export function businessSection(language: Language, business: PdfBusiness): PdfSection {
  const t = terminationLabels(language);
  return {
    heading: t('business'),
    rows: [
      field(t('businessName'), business.name),
      ...(business.tradingName ? [field(translate(language, 'pdf.summary.tradingName'), business.tradingName)] : []),
      field(t('registrationNumber'), business.registrationNumber),
      field(t('vatNumber'), business.vatNumber),
      field(t('businessType'), business.type && t(`businessTypes.${business.type}`)),
      // The representative is the first director or owner; the further ones follow.
      ...(business.directors ?? []).map((director, index) =>
        field(
          translate(language, 'pdf.summary.director', { number: index + 2 }),
          translate(language, 'pdf.summary.directorValue', { name: director.fullName, idNumber: director.idNumber }),
        ),
      ),
    ],
  };
}

/** A document's name in the reader's language; a further director's ID says which one. */
export function documentLabel(language: Language, type: string): string {
  const director = /^director-(\d)$/.exec(type);
  return director
    ? translate(language, 'documents.director', { number: Number(director[1]) + 1 })
    : translate(language, `documents.${type}`);
}
