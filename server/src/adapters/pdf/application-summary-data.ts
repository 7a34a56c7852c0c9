import type { Language } from '@protea/shared/constants';

/** Everything the application summary PDF shows; built by the domain from the stored application. */
export interface ApplicationSummaryData {
  reference: string;
  status: string;
  language: Language;
  applicant: {
    title: string | null;
    initials: string | null;
    firstName: string | null;
    surname: string | null;
    idNumber: string | null;
    cellPhone: string | null;
    cellConfirmedAt: Date | null;
    email: string | null;
  };
  reference_person: { name: string | null; relation: string | null; cellPhone: string | null; address: string | null };
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
  documents: Array<{ label: string; originalName: string; sizeBytes: number; uploadedAt: Date }>;
  consent: { givenAt: Date | null; termsVersion: string | null };
  signature:
    | { type: 'typed'; name: string; signedAt: Date }
    | { type: 'drawn'; jpeg: Uint8Array; signedAt: Date }
    | null;
  createdAt: Date;
  submittedAt: Date | null;
}
