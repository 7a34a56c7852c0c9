import type { TFunction } from 'i18next';

const KNOWN_FORM_TYPES = new Set([1, 2, 3, 4, 5, 6, 7]);

/** Spec 2 section 3: 1 Residential Application ... 7 Refund Request; others 'Type {n}', none 'Unknown'. */
export function formTypeLabel(t: TFunction, formType: number | null | undefined) {
  if (formType === null || formType === undefined) return t('admin.formTypes.unknown');
  if (KNOWN_FORM_TYPES.has(formType)) return t(`admin.formTypes.${formType}`);
  return t('admin.formTypes.other', { number: formType });
}
