import { RESIDENTIAL_DOCUMENT_TYPES } from '@protea/shared/constants';
import { DIRECTOR_DOCUMENT_PATTERN, requiredBusinessDocuments } from '@protea/shared/schemas/business-application';
import type { TFunction } from 'i18next';
import type { WizardKind } from './wizard-kind';
import { type DocumentType, directorDocument } from './wizard-state';

/** The slots in order: a household's ID and lease or deed; a business's representative ID, further directors' IDs, CIPC, VAT, lease or deed. */
export const documentSlots = (kind: WizardKind, directorSlots: number): DocumentType[] =>
  kind === 'business'
    ? ['id', ...Array.from({ length: directorSlots }, (_, i) => directorDocument(i + 1)), 'cipc', 'vat', 'deedlease']
    : [...RESIDENTIAL_DOCUMENT_TYPES];

/** The documents Continue needs, in slot order: a business's as the shared rule has them, and every director slot shown. */
export function requiredDocuments(kind: WizardKind, directorSlots: number, vatNumber: string | undefined) {
  if (kind === 'residential') return documentSlots(kind, 0);
  const required: readonly string[] = requiredBusinessDocuments(vatNumber);
  return documentSlots(kind, directorSlots).filter(
    (type) => required.includes(type) || DIRECTOR_DOCUMENT_PATTERN.test(type),
  );
}

/** The key prefix of a document's title and text (`{prefix}Title`, `{prefix}Text`). */
function documentKeys(kind: WizardKind, type: DocumentType, isOwner: boolean): string {
  if (DIRECTOR_DOCUMENT_PATTERN.test(type)) return 'wizard.business.documents.director';
  switch (type) {
    case 'id':
      return kind === 'business' ? 'wizard.business.documents.id' : 'wizard.documents.id';
    case 'cipc':
    case 'vat':
      return `wizard.business.documents.${type}`;
    default:
      return isOwner ? 'wizard.documents.deed' : 'wizard.documents.lease';
  }
}

/** What a document is called on its slot and in 'Missing Documents', and the line under the slot's title. */
export function documentTexts(t: TFunction, kind: WizardKind, type: DocumentType, isOwner: boolean) {
  const keys = documentKeys(kind, type, isOwner);
  // director-1 is the second director or owner: the representative is the first.
  const number = DIRECTOR_DOCUMENT_PATTERN.test(type) ? Number(type.slice(9)) + 1 : undefined;
  return { title: t(`${keys}Title`, { number }), description: t(`${keys}Text`) };
}
