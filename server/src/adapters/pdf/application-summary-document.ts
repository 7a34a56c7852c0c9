import type { Language } from '@protea/shared/constants';
import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import { translate } from '../../i18n/translate.js';
import type { ApplicationSummaryData } from './application-summary-data.js';
import { formatSaTime } from './format-sa-time.js';
import type { PdfDocumentSpec, PdfRow, PdfSection } from './pdf-document-spec.js';

type Vars = Record<string, string | number>;

const field = (label: string, value: string | null): PdfRow => ({ kind: 'field', label, value });

/** The summary of one residential application, in the applicant's language; every timestamp in SAST. */
export function applicationSummaryDocument(data: ApplicationSummaryData): PdfDocumentSpec {
  const t = (key: string, vars?: Vars) => translate(data.language, `pdf.summary.${key}`, vars);
  const company = translate(data.language, 'common.appName');
  const documentTitle = t('documentTitle', { reference: data.reference });
  const { applicant } = data;
  return {
    metadata: {
      title: documentTitle,
      author: company,
      subject: t('title'),
      language: `${data.language}-ZA`,
      createdAt: data.createdAt,
      // Not "now": the same application gives the same bytes.
      modifiedAt: data.submittedAt ?? data.createdAt,
    },
    header: {
      company,
      title: t('title'),
      subtitle: joinNonEmpty([applicant.title, applicant.firstName, applicant.surname]) || undefined,
      rows: [
        { kind: 'field', label: t('reference'), value: data.reference },
        { kind: 'field', label: t('status'), value: statusLabel(data.language, data.status) },
      ],
    },
    sections: [
      applicantSection(data, t),
      referencePersonSection(data, t),
      propertySection(data, t),
      {
        heading: t('postalAddress'),
        rows: [field(t('address'), data.property.postalAddress), field(t('postalCode'), data.property.postalCode)],
      },
      documentsSection(data, t),
      {
        heading: t('consent'),
        rows: [
          field(
            t('popiaConsent'),
            data.consent.givenAt ? t('consentGiven', { at: formatSaTime(data.consent.givenAt) }) : t('consentNotGiven'),
          ),
          field(t('termsVersion'), data.consent.termsVersion),
        ],
      },
      signatureSection(data, t),
      {
        heading: t('submission'),
        rows: [
          field(t('submittedAt'), data.submittedAt ? formatSaTime(data.submittedAt) : t('notSubmitted')),
          field(t('createdAt'), formatSaTime(data.createdAt)),
        ],
      },
    ],
    footer: {
      text: documentTitle,
      pageLabel: (page, pages) => translate(data.language, 'pdf.pageOf', { page, pages }),
    },
  };
}

type Translate = (key: string, vars?: Vars) => string;

function applicantSection({ applicant }: ApplicationSummaryData, t: Translate): PdfSection {
  const verification = applicant.cellConfirmedAt
    ? t('verified', { at: formatSaTime(applicant.cellConfirmedAt) })
    : t('notVerified');
  return {
    heading: t('applicant'),
    rows: [
      field(t('personTitle'), applicant.title),
      field(t('initials'), applicant.initials),
      field(t('firstName'), applicant.firstName),
      field(t('surname'), applicant.surname),
      field(t('idNumber'), applicant.idNumber),
      field(t('cellPhone'), applicant.cellPhone && `${applicant.cellPhone} (${verification})`),
      field(t('email'), applicant.email),
    ],
  };
}

function referencePersonSection({ reference_person: person }: ApplicationSummaryData, t: Translate): PdfSection {
  return {
    heading: t('referencePerson'),
    rows: [
      field(t('name'), person.name),
      field(t('relation'), person.relation),
      field(t('cellPhone'), person.cellPhone),
      field(t('address'), person.address),
    ],
  };
}

function propertySection({ property }: ApplicationSummaryData, t: Translate): PdfSection {
  const ownership = property.isOwner === null ? null : property.isOwner ? t('owner') : t('tenant');
  const leaseLabel =
    property.isOwner === null ? 'leaseDateUnknown' : property.isOwner ? 'leaseDateOwner' : 'leaseDateTenant';
  return {
    heading: t('property'),
    rows: [
      field(t('complexName'), property.complexName),
      field(t('unitNumber'), property.unitNumber),
      field(t('streetAddress'), property.streetAddress),
      field(t('suburb'), property.suburb),
      field(t('province'), property.province),
      field(t('premise'), property.premise),
      field(t('ownerOrTenant'), ownership),
      field(t('occupationDate'), property.occupationDate),
      field(t(leaseLabel), property.leaseDate),
    ],
  };
}

function documentsSection({ documents }: ApplicationSummaryData, t: Translate): PdfSection {
  if (documents.length === 0) return { heading: t('documents'), rows: [field('', t('none'))] };
  return {
    heading: t('documents'),
    rows: documents.map((document) => {
      const size = (document.sizeBytes / 1024).toFixed(1);
      const details = t('documentDetails', { size, at: formatSaTime(document.uploadedAt) });
      return field(document.label, `${document.originalName} (${details})`);
    }),
  };
}

function signatureSection({ signature }: ApplicationSummaryData, t: Translate): PdfSection {
  const signedAt = field(t('signedAt'), signature && formatSaTime(signature.signedAt));
  if (!signature) return { heading: t('signature'), rows: [field(t('signature'), t('notSigned')), signedAt] };
  const mark: PdfRow[] =
    signature.type === 'typed'
      ? [{ kind: 'script', label: t('signature'), value: signature.name }, field('', t('typedSignature'))]
      : [{ kind: 'image', label: t('signature'), image: signature.jpeg, unreadableNote: t('unreadableSignature') }];
  return { heading: t('signature'), rows: [...mark, signedAt] };
}

/** A status the portal knows is shown in the applicant's language; anything else as stored. */
function statusLabel(language: Language, status: string): string {
  return (APPLICATION_STATUSES as readonly string[]).includes(status)
    ? translate(language, `admin.status.${status}`)
    : status;
}

const joinNonEmpty = (parts: Array<string | null>) => parts.filter((part) => part?.trim()).join(' ');
