import type { ResidentialDocumentType } from '../constants.js';
import type { ApplicationStatus } from '../workflow/application-workflow.js';

/** What `GET /residential-applications/{ref}` returns to the applicant's own session (spec 1 section 3). */
export interface StoredApplicationRecord {
  applicationNumber: string;
  status: ApplicationStatus;
  Title: string | null;
  Initials: string | null;
  FirstName: string | null;
  Surname: string | null;
  IDnr: string | null;
  Cellnr: string | null;
  EmailAddress: string | null;
  RefName: string | null;
  RefRelation: string | null;
  RefAddress: string | null;
  RefCellNo: string | null;
  ComplexName: string | null;
  StreetName: string | null;
  UnitNr: string | null;
  Suburb: string | null;
  Province: string | null;
  OccDate: string | null;
  LeaseDate: string | null;
  Owner: boolean | null;
  Postal1: string | null;
  Postal4: string | null;
  CellConfirmed: boolean;
  IDDocUploaded: boolean;
  IDDocName: string | null;
  DeedLeaseDocUploaded: boolean;
  DeedLeaseDocName: string | null;
  StepNo: number;
  AppDate: string | null;
  /** A business application's own fields (form type 4); null for households. */
  business: {
    businessName: string | null;
    registrationNumber: string | null;
    vatNumber: string | null;
    businessType: string | null;
    tradingName: string | null;
    /** Further directors or owners besides the representative, in the order their ID copies are numbered. */
    directors: Array<{ fullName: string; idNumber: string }>;
  } | null;
  /** Stored file name and original name of each uploaded document (a business's CIPC, VAT and directors' IDs too). */
  documents: Array<{
    type: ResidentialDocumentType | 'cipc' | 'vat' | `director-${number}`;
    fileName: string;
    originalName: string;
    size: number;
    uploadedAt: string;
  }>;
  /** What the admin asked for when the status is needsinfo. */
  infoRequested: string | null;
}

export interface ApplicationResponse {
  success: true;
  application: StoredApplicationRecord;
}

export interface ComplexSearchResult {
  complexes: Array<{ id: number; name: string; streetAddress: string; suburb: string; city: string; province: string }>;
  /** Near misses ("Did you mean") when nothing matched closely. */
  suggestions: Array<{ id: number; name: string; suburb: string }>;
}

export interface PremiseListResult {
  premises: Array<{ id: number; premise: string; unitNumber: string; address: string }>;
}
