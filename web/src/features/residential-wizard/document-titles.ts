import { DIRECTOR_DOCUMENT_PATTERN } from '@protea/shared/schemas/business-application';
import type { TFunction } from 'i18next';
import type { WizardKind } from './wizard-kind';
import type { DocumentType } from './wizard-state';

/** What a document is called on its slot and in 'Missing Documents'. */
export function documentTitleOf(t: TFunction, kind: WizardKind, type: DocumentType, isOwner: boolean): string {
  if (DIRECTOR_DOCUMENT_PATTERN.test(type)) {
    // director-1 is the second director or owner: the representative is the first.
    return t('wizard.business.documents.directorTitle', { number: Number(type.slice(9)) + 1 });
  }
  switch (type) {
    case 'id':
      return kind === 'business' ? t('wizard.business.documents.idTitle') : t('wizard.documents.idTitle');
    case 'cipc':
      return t('wizard.business.documents.cipcTitle');
    case 'vat':
      return t('wizard.business.documents.vatTitle');
    default:
      return isOwner ? t('wizard.documents.deedTitle') : t('wizard.documents.leaseTitle');
  }
}

/** The line under a slot's title. */
export function documentTextOf(t: TFunction, kind: WizardKind, type: DocumentType, isOwner: boolean): string {
  if (DIRECTOR_DOCUMENT_PATTERN.test(type)) return t('wizard.business.documents.directorText');
  switch (type) {
    case 'id':
      return kind === 'business' ? t('wizard.business.documents.idText') : t('wizard.documents.idText');
    case 'cipc':
      return t('wizard.business.documents.cipcText');
    case 'vat':
      return t('wizard.business.documents.vatText');
    default:
      return isOwner ? t('wizard.documents.deedText') : t('wizard.documents.leaseText');
  }
}
