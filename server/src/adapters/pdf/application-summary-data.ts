import type { Language } from '@protea/shared/constants';
import type {
  PdfBusiness,
  PdfConsent,
  PdfDocumentEntry,
  PdfPerson,
  PdfReferencePerson,
  PdfSignature,
} from './case-pdf-sections.js';
import type { PdfEvidence } from './evidence-sections.js';
import type { PdfVerification } from './verification-header.js';

/** Everything the application summary PDF shows; built by the domain from the stored application. */
export interface ApplicationSummaryData {
  reference: string;
  status: string;
  /** The account opened in the register when the application was completed; null before. */
  accountNumber: string | null;
  language: Language;
  applicant: PdfPerson;
  reference_person: PdfReferencePerson;
  property: {
    complexName: string | null;
    unitNumber: string | null;
    streetAddress: string | null;
    suburb: string | null;
    province: string | null;
    premise: string | null;
    isOwner: boolean | null;
    occupationDate: string | null;
    leaseDate: string | null;
    postalAddress: string | null;
    postalCode: string | null;
  };
  /** A business application's own fields (form type 4); null for households. */
  business: PdfBusiness | null;
  documents: PdfDocumentEntry[];
  consent: PdfConsent;
  signature: PdfSignature;
  evidence: PdfEvidence;
  /** The copy being handed out: its code is printed on it. */
  verification: PdfVerification;
  createdAt: Date;
  submittedAt: Date | null;
}
