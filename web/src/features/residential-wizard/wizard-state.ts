import type { ApplicationStep, ResidentialDocumentType } from '@protea/shared/constants';
import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import type { UploadedDocument } from '../../components/documents/uploaded-document';
import type { CodeRequest } from '../../components/verification/code-request';
import type { ClientDetails, PropertyDetails } from './wizard-schemas';

export type DocumentMap = Partial<Record<ResidentialDocumentType, UploadedDocument>>;

export interface WizardState {
  step: ApplicationStep;
  applicationNumber: string | null;
  status: ApplicationStatus | null;
  /** The admin's request when the status is needsinfo. */
  infoRequested: string | null;
  client: Partial<ClientDetails> | null;
  property: Partial<PropertyDetails> | null;
  cellConfirmed: boolean;
  /** How the last request for a code on this visit ended; null when none was made. */
  codeRequest: CodeRequest | null;
  documents: DocumentMap;
}

export const initialWizardState: WizardState = {
  step: 'client_details',
  applicationNumber: null,
  status: null,
  infoRequested: null,
  client: null,
  property: null,
  cellConfirmed: false,
  codeRequest: null,
  documents: {},
};
