import { DIRECTOR_DOCUMENT_PATTERN } from '@protea/shared/business-constants';
import { applicationKindOf } from '@protea/shared/kinds/application-kinds';
import type { TFunction } from 'i18next';
import type { WizardKind } from './wizard-kind';
import type { BusinessDetails } from './wizard-schemas';
import type { DocumentType } from './wizard-state';

type BusinessOfWizard = Partial<BusinessDetails> | null | undefined;

/** The slots in order, as the kind's module has them: a household's ID and lease or deed; a business's more. */
export const documentSlots = (kind: WizardKind, business: BusinessOfWizard): DocumentType[] =>
  [...applicationKindOf(kind).documentSlots(business)] as DocumentType[];

/** The documents Continue needs, in slot order, as the kind's module has them (the server checks the same). */
export const requiredDocuments = (kind: WizardKind, business: BusinessOfWizard): DocumentType[] =>
  [...applicationKindOf(kind).requiredDocuments(business)] as DocumentType[];

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
export function documentTexts(
  t: TFunction,
  kind: WizardKind,
  type: DocumentType,
  isOwner: boolean,
  business?: BusinessOfWizard,
) {
  const keys = documentKeys(kind, type, isOwner);
  // director-1 is the second director or owner: the representative is the first.
  const index = DIRECTOR_DOCUMENT_PATTERN.test(type) ? Number(type.slice('director-'.length)) : 0;
  const name = index ? business?.directors?.[index - 1]?.fullName : undefined;
  return {
    title: name ? t(`${keys}NamedTitle`, { name }) : t(`${keys}Title`, { number: index ? index + 1 : undefined }),
    description: t(`${keys}Text`),
  };
}
