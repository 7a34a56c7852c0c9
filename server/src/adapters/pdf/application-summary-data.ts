import type { PdfBusiness, PdfDocumentEntry, PdfPerson, PdfReferencePerson } from './case-pdf-sections.js';
import type { PdfSignedRequest } from './evidence-sections.js';

/** Everything the application summary PDF shows; built by the domain from the stored application. */
export interface ApplicationSummaryData extends PdfSignedRequest {
  reference: string;
  status: string;
  /** The account opened in the register when the application was completed; null before. */
  accountNumber: string | null;
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
}
