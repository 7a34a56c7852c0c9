import type { ApplicationStep, ResidentialDocumentType } from '@protea/shared/constants';
import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import type { ClientDetails, PropertyDetails } from './wizard-schemas';

export interface UploadedDocument {
  fileName: string;
  originalName: string;
  size: number;
}

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
  maskedPhone: string | null;
  /** When a new code may be asked for (ms since epoch); null when no code was sent on this visit. */
  resendAvailableAt: number | null;
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
  maskedPhone: null,
  resendAvailableAt: null,
  documents: {},
};
