import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import type { ApplicationSummaryData } from './application-summary-data.js';
import {
  businessSection,
  caseDocumentFrame,
  consentSection,
  documentsSection,
  field,
  joinNonEmpty,
  personSection,
  referencePersonSection,
  signatureSection,
  statusLabel,
  summaryLabels,
  type Translate,
} from './case-pdf-sections.js';
import { evidenceSections } from './evidence-sections.js';
import { formatSaTime } from './format-sa-time.js';
import type { PdfDocumentSpec, PdfSection } from './pdf-document-spec.js';

/**
 * The summary of one residential or business application, in the applicant's language; every timestamp in SAST. Its
 * verification code in the header, the evidence of signing on a last page of its own.
 */
export function applicationSummaryDocument(data: ApplicationSummaryData): PdfDocumentSpec {
  const t = summaryLabels(data.language);
  const documentTitle = t('documentTitle', { reference: data.reference });
  const { applicant } = data;
  return {
    ...caseDocumentFrame(data.language, {
      title: documentTitle,
      subject: t('title'),
      createdAt: data.createdAt,
      modifiedAt: data.submittedAt ?? data.createdAt,
      subtitle: joinNonEmpty([applicant.title, applicant.firstName, applicant.surname]),
      rows: [
        { kind: 'field', label: t('reference'), value: data.reference },
        { kind: 'field', label: t('status'), value: statusLabel(data.language, data.status, APPLICATION_STATUSES) },
        ...(data.accountNumber
          ? [{ kind: 'field' as const, label: t('accountNumber'), value: data.accountNumber }]
          : []),
      ],
      verification: data.verification,
    }),
    sections: [
      ...(data.business ? [businessSection(data.language, data.business)] : []),
      personSection(t(data.business ? 'representative' : 'applicant'), data.applicant, t),
      referencePersonSection(data.reference_person, t),
      propertySection(data, t),
      {
        heading: t('postalAddress'),
        rows: [field(t('address'), data.property.postalAddress), field(t('postalCode'), data.property.postalCode)],
      },
      documentsSection(data.documents, t),
      consentSection(data.consent, t),
      signatureSection(data.signature, t),
      {
        heading: t('submission'),
        rows: [
          field(t('submittedAt'), data.submittedAt ? formatSaTime(data.submittedAt) : t('notSubmitted')),
          field(t('createdAt'), formatSaTime(data.createdAt)),
        ],
      },
      ...evidenceSections(data.language, data, data.verification),
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
