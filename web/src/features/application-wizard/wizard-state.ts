import type { BUSINESS_DOCUMENT_TYPES } from '@protea/shared/business-constants';
import type { ApplicationStep, ResidentialDocumentType } from '@protea/shared/constants';
import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import type { UploadedDocument } from '../../components/documents/uploaded-document';
import type { CodeRequest } from '../../components/verification/code-request';
import type { WizardKind } from './wizard-kind';
import type { BusinessDetails, ClientDetails, PropertyDetails } from './wizard-schemas';

/** A further director's or owner's ID on a business application: `director-1` ... `director-9`. */
export type DirectorDocumentType = `director-${number}`;
export type DocumentType = ResidentialDocumentType | (typeof BUSINESS_DOCUMENT_TYPES)[number] | DirectorDocumentType;
export type DocumentMap = Partial<Record<DocumentType, UploadedDocument>>;

export interface WizardState {
  kind: WizardKind;
  step: ApplicationStep;
  applicationNumber: string | null;
  status: ApplicationStatus | null;
  /** The admin's request when the status is needsinfo. */
  infoRequested: string | null;
  /** The business (business applications only). */
  business: Partial<BusinessDetails> | null;
  client: Partial<ClientDetails> | null;
  property: Partial<PropertyDetails> | null;
  cellConfirmed: boolean;
  /** How the last request for a code on this visit ended; null when none was made. */
  codeRequest: CodeRequest | null;
  documents: DocumentMap;
}

export const initialWizardState: WizardState = {
  kind: 'residential',
  step: 'client_details',
  applicationNumber: null,
  status: null,
  infoRequested: null,
  business: null,
  client: null,
  property: null,
  cellConfirmed: false,
  codeRequest: null,
  documents: {},
};
