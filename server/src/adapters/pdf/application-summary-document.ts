import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import type { ApplicationSummaryData } from './application-summary-data.js';
import {
  businessSection,
  caseDocumentFrame,
  documentsSection,
  field,
  fieldsOf,
  joinNonEmpty,
  ownershipLabel,
  personSection,
  referencePersonSection,
  statusLabel,
  summaryLabels,
  type Translate,
} from './case-pdf-sections.js';
import { signingSections } from './evidence-sections.js';
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
    ...caseDocumentFrame(data, {
      title: documentTitle,
      subject: t('title'),
      subtitle: joinNonEmpty([applicant.title, applicant.firstName, applicant.surname]),
      rows: [
        { kind: 'field', label: t('reference'), value: data.reference },
        { kind: 'field', label: t('status'), value: statusLabel(data.language, data.status, APPLICATION_STATUSES) },
        ...(data.accountNumber
          ? [{ kind: 'field' as const, label: t('accountNumber'), value: data.accountNumber }]
          : []),
      ],
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
      ...signingSections(data),
    ],
  };
}

function propertySection({ property }: ApplicationSummaryData, t: Translate): PdfSection {
  const leaseLabel =
    property.isOwner === null ? 'leaseDateUnknown' : property.isOwner ? 'leaseDateOwner' : 'leaseDateTenant';
  return {
    heading: t('property'),
    rows: [
      ...fieldsOf(property, ['complexName', 'unitNumber', 'streetAddress', 'suburb', 'province', 'premise'], t),
      field(t('ownerOrTenant'), ownershipLabel(property.isOwner, t)),
      field(t('occupationDate'), property.occupationDate),
      field(t(leaseLabel), property.leaseDate),
    ],
  };
}
