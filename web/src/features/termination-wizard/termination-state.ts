import type {
  TerminationDepositInput,
  TerminationDocumentRecord,
  TerminationDocumentType,
  TerminationDraft,
  TerminationPersonalInput,
  TerminationPropertyInput,
} from '@protea/shared/schemas/termination';
import type { OpenTermination } from './api/termination-code';
import { isTerminationStep, type TerminationView } from './termination-flow';

export type DocumentMap = Partial<Record<TerminationDocumentType, TerminationDocumentRecord>>;

export interface TerminationState {
  view: TerminationView | string;
  /** A draft exists on the server (consent was given): the POPIA notice is not asked again. */
  hasDraft: boolean;
  status: string | null;
  /** The account number the request is for: the spec's 'Termination Reference'. */
  accountNo: string | null;
  personal: Partial<TerminationPersonalInput> | null;
  property: Partial<TerminationPropertyInput> | null;
  deposit: Partial<TerminationDepositInput> | null;
  documents: DocumentMap;
  cellVerified: boolean;
  maskedPhone: string | null;
  /** What staff asked for while the request needs information. */
  infoRequest: string | null;
  /** The account's other request under way, as the code check found it. */
  openTermination: OpenTermination | null;
}

export const initialTerminationState: TerminationState = {
  view: 'personal-details',
  hasDraft: false,
  status: null,
  accountNo: null,
  personal: null,
  property: null,
  deposit: null,
  documents: {},
  cellVerified: false,
  maskedPhone: null,
  infoRequest: null,
  openTermination: null,
};

/** Where a loaded draft opens: the server's step, but the code check while the saved number is unverified. */
function viewOf(draft: TerminationDraft): TerminationState['view'] {
  const needsCode = draft.step === 'personal-details' && draft.personalDetails !== null && !draft.cellVerified;
  return needsCode ? 'verify-cell' : draft.step;
}

/** The wizard's state as the server holds it (reload, resume, or after a change the server answered with). */
export function stateFromDraft(draft: TerminationDraft, view = viewOf(draft)): TerminationState {
  return {
    view,
    hasDraft: true,
    status: draft.status,
    accountNo: draft.accountNo ?? draft.personalDetails?.proteaAccountNumber ?? null,
    personal: draft.personalDetails,
    property: draft.propertyInfo,
    deposit: draft.depositDeclaration,
    documents: Object.fromEntries(draft.documents.map((document) => [document.type, document])),
    cellVerified: draft.cellVerified,
    maskedPhone: draft.maskedPhone,
    infoRequest: draft.status === 'needsinfo' ? draft.infoRequest : null,
    openTermination: null,
  };
}

export const isKnownView = (view: string) => view === 'verify-cell' || isTerminationStep(view);
