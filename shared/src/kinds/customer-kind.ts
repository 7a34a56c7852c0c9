// The customer side's kinds (issue 41): each of the four owns its facts in one file of this folder, as each back-office
// kind does in server/src/domain/case-kinds. No schemas here: the web reads these before zod loads (issue 12); a kind's
// schemas are in shared/src/schemas under its name.
import type { CaseKind } from '../case-kinds.js';

/** The wizard a kind is asked in: the application wizard and the termination wizard each serve two kinds. */
export type WizardKind = 'residential' | 'business';

/** A wizard's steps as data: their order, the spec's progress for each, and where Back leads ('exit' leaves). */
export interface KindSteps<S extends string> {
  order: readonly S[];
  progress: Record<S, number>;
  back: Partial<Record<S, S | 'exit'>>;
}

/** What a business names in its request: its VAT number and further directors decide its documents. */
export interface KindBusiness {
  vatNumber?: string | null;
  directors?: readonly unknown[] | null;
}

export interface CustomerKind<S extends string = string> {
  caseKind: CaseKind;
  wizardKind: WizardKind;
  /** The legacy form type stored with the case (1, 4, 2, 5). */
  formType: number;
  /** Where the kind's calls are, under the API's root. */
  path: string;
  steps: KindSteps<S>;
  /** The upload slots in the order the wizard shows them. */
  documentSlots(business: KindBusiness | null | undefined): readonly string[];
  /** The documents the customer must send before submitting, in slot order. */
  requiredDocuments(business: KindBusiness | null | undefined): readonly string[];
}

/** Whether a type is one of the kind's upload slots. */
export const isDocumentTypeOf = (kind: CustomerKind, type: string, business: KindBusiness | null | undefined) =>
  kind.documentSlots(business).includes(type);

export const defineKind = <S extends string>(kind: CustomerKind<S>): CustomerKind<S> => kind;
