import type { TerminationAddress } from '@protea/shared/schemas/admin-terminations';
import { TERMINATION_STATUSES } from '@protea/shared/workflow/termination-workflow';
import {
  businessSection,
  caseDocumentFrame,
  documentsSection,
  field,
  joinNonEmpty,
  ownershipLabel,
  type PdfBusiness,
  type PdfDocumentEntry,
  type PdfPerson,
  type PdfReferencePerson,
  personSection,
  referencePersonSection,
  statusLabel,
  summaryLabels,
  terminationLabels,
} from './case-pdf-sections.js';
import { type PdfSignedRequest, signingSections } from './evidence-sections.js';
import { formatSaTime } from './format-sa-time.js';
import type { PdfDocumentSpec, PdfSection } from './pdf-document-spec.js';
import { writePdf } from './pdf-writer.js';

/** Everything the termination PDF shows; built by the domain from the stored termination. */
export interface TerminationPdfData extends PdfSignedRequest {
  reference: string;
  accountNo: string | null;
  isBusiness: boolean;
  status: string;
  person: PdfPerson;
  business: PdfBusiness | null;
  referencePerson: PdfReferencePerson;
  /** The address's parts as printed (the province by its name), and the rest of the property step. */
  property: Record<keyof TerminationAddress, string | null> & {
    isOwner: boolean | null;
    disconnectionDate: string | null;
    /** Once completed: the day the account closed in the register. */
    accountClosedOn: string | null;
    ownerName: string | null;
    ownerCellPhone: string | null;
    ownerEmail: string | null;
  };
  refund: {
    bank: string | null;
    branch: string | null;
    accountNumber: string | null;
    accountType: string | null;
    accountName: string | null;
    branchCode: string | null;
    dueDate: string | null;
  };
  newAddress: string | null;
  finalReading: string | null;
  documents: PdfDocumentEntry[];
  declarationAcceptedAt: Date | null;
}

/** The property step: where the supply is, when it is to be disconnected, and the owner of a tenant's home. */
function propertySection({ language, property }: TerminationPdfData): PdfSection {
  const t = terminationLabels(language);
  const s = summaryLabels(language);
  return {
    heading: t('property'),
    rows: [
      field(s('ownerOrTenant'), ownershipLabel(property.isOwner, s)),
      field(s('complexName'), property.complexName),
      field(s('unitNumber'), property.unitNumber),
      field(t('streetNumber'), property.streetNumber),
      field(t('streetName'), property.streetName),
      field(s('suburb'), property.suburb),
      field(s('province'), property.province),
      field(t('disconnectionDate'), property.disconnectionDate),
      ...(property.accountClosedOn ? [field(t('accountClosedOn'), property.accountClosedOn)] : []),
      field(t('ownerName'), property.ownerName),
      field(t('ownerCellPhone'), property.ownerCellPhone),
      field(t('ownerEmail'), property.ownerEmail),
    ],
  };
}

/** The account the deposit is refunded to, and by when. */
function refundSection({ language, refund }: TerminationPdfData): PdfSection {
  const t = terminationLabels(language);
  return {
    heading: t('refund'),
    rows: [
      field(t('bank'), refund.bank),
      field(t('branch'), refund.branch),
      field(t('bankAccountNumber'), refund.accountNumber),
      field(t('accountType'), refund.accountType && t(`accountTypes.${refund.accountType}`)),
      field(t('accountHolder'), refund.accountName),
      field(t('branchCode'), refund.branchCode),
      field(t('refundDueDate'), refund.dueDate),
    ],
  };
}

/**
 * The signed termination request: its verification code, every field, the documents, the signature, and the evidence
 * of signing on a last page of its own.
 */
export function terminationDocument(data: TerminationPdfData): PdfDocumentSpec {
  const s = summaryLabels(data.language);
  const t = terminationLabels(data.language);
  const documentTitle = t('documentTitle', { accountNo: data.accountNo ?? data.reference });
  const { person } = data;
  const subtitle = data.business?.name ?? joinNonEmpty([person.title, person.firstName, person.surname]);
  const sections: PdfSection[] = [];
  if (data.business) sections.push(businessSection(data.language, data.business));
  sections.push(
    personSection(data.isBusiness ? t('representative') : t('customer'), person, s),
    referencePersonSection(data.referencePerson, s),
    propertySection(data),
    refundSection(data),
    { heading: t('newAddress'), rows: [field(s('address'), data.newAddress)] },
    { heading: t('meter'), rows: [field(t('reading'), data.finalReading ?? t('notProvided'))] },
    documentsSection(data.documents, s),
    {
      heading: t('declaration'),
      rows: [
        { kind: 'paragraph', text: t('declarationText') },
        field(
          t('declarationAccepted'),
          data.declarationAcceptedAt
            ? t('acceptedAt', { at: formatSaTime(data.declarationAcceptedAt) })
            : s('consentNotGiven'),
        ),
      ],
    },
    ...signingSections(data),
  );
  return {
    ...caseDocumentFrame(data, {
      title: documentTitle,
      subject: t('title'),
      subtitle,
      rows: [
        { kind: 'field', label: t('accountNumber'), value: data.accountNo },
        { kind: 'field', label: s('reference'), value: data.reference },
        {
          kind: 'field',
          label: t('terminationType'),
          value: t(data.isBusiness ? 'businessType5' : 'residentialType2'),
        },
        { kind: 'field', label: s('status'), value: statusLabel(data.language, data.status, TERMINATION_STATUSES) },
      ],
    }),
    sections,
  };
}

export function buildTerminationPdf(data: TerminationPdfData): Promise<Uint8Array> {
  return writePdf(terminationDocument(data));
}
