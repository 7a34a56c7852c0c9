import { PROVINCES } from '@protea/shared/constants';
import type { TFunction } from 'i18next';

/** Spec 3: form type 2 is a residential termination, 5 a business one; anything else is unknown. */
export function terminationTypeLabel(t: TFunction, formType: number | null | undefined) {
  if (formType === 2) return t('pdf.termination.residentialType2');
  if (formType === 5) return t('pdf.termination.businessType5');
  return t('admin.formTypes.unknown');
}

/** A province's name from its slug (`kwazulu-natal` is KwaZulu-Natal); an unknown value shows as stored. */
export const provinceName = (slug: string | null) =>
  slug === null ? null : (PROVINCES.find((province) => province.slug === slug)?.name ?? slug);

/** A stored choice (`mrs`, `pty-ltd`, `savings`) in the words of the termination's PDF, or as stored when unknown. */
export const choiceLabel = (t: TFunction, list: 'titles' | 'businessTypes' | 'accountTypes', value: string | null) =>
  value === null ? null : t(`pdf.termination.${list}.${value}`, { defaultValue: value });
