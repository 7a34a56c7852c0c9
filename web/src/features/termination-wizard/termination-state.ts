import type {
  TerminationDocumentRecord,
  TerminationDocumentType,
  TerminationDraft,
  TerminationPersonalInput,
  TerminationPropertyInput,
} from '@protea/shared/schemas/termination';
import type { SignatureValue } from '../../components/signature/signature-value';
import type { OpenTermination } from './api/termination-code';
import type { DepositForm } from './deposit-form';
import { isTerminationStep, type TerminationView } from './termination-flow';

export type DocumentMap = Partial<Record<TerminationDocumentType, TerminationDocumentRecord>>;

export interface TerminationState {
  view: TerminationView | string;
  /** A draft exists on the server (consent was given): the POPIA notice is not asked again. */
  hasDraft: boolean;
  status: string | null;
  /** The account number the request is for. */
  accountNo: string | null;
  /** The request's own reference (`TM-2026-22120`), what the confirmation gives the customer to quote (issue 39). */
  reference: string | null;
  personal: Partial<TerminationPersonalInput> | null;
  property: Partial<TerminationPropertyInput> | null;
  /** The last step as typed, the declaration's tick too (which the server keeps only with the submission). */
  deposit: Partial<DepositForm> | null;
  /** The signature given on the last step, kept in this tab while the customer goes back and forth. */
  signature: SignatureValue | null;
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
  reference: null,
  personal: null,
  property: null,
  deposit: null,
  signature: null,
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
    reference: draft.terminationId,
    personal: draft.personalDetails,
    property: draft.propertyInfo,
    deposit: draft.depositDeclaration,
    signature: null,
    documents: Object.fromEntries(draft.documents.map((document) => [document.type, document])),
    cellVerified: draft.cellVerified,
    maskedPhone: draft.maskedPhone,
    infoRequest: draft.status === 'needsinfo' ? draft.infoRequest : null,
    openTermination: null,
  };
}

/**
 * The server's draft, with what this tab holds that the server does not: a step typed but not yet continued, the
 * declaration's tick and the signature. Going back to the first step and forward again loses none of them.
 */
export const keepingTyped = (server: TerminationState, tab: TerminationState): TerminationState => ({
  ...server,
  property: tab.property ?? server.property,
  deposit: tab.deposit ? { ...server.deposit, ...tab.deposit } : server.deposit,
  signature: tab.signature,
});

export const isKnownView = (view: string) => view === 'verify-cell' || isTerminationStep(view);
