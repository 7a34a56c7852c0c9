import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastProblem } from '../wizard/wizard-work';
import { EMPTY_SIGNATURE, type SignatureValue, signatureData } from './signature-value';

/**
 * The signature of a wizard's last step: its field's value, what it holds, and the toast when it is missing.
 * `given` is a signature given before the customer went back, so the step opens with it again.
 */
export function useSignature(given?: SignatureValue | null) {
  const { t } = useTranslation();
  const [value, onChange] = useState<SignatureValue>(given ?? EMPTY_SIGNATURE);
  const data = signatureData(value);
  return {
    /** What the signature field takes. */
    field: { value, onChange },
    value,
    data,
    isSigned: data !== '',
    askToSign: () => toastProblem(t('wizard.signature.requiredTitle'), t('wizard.signature.requiredText')),
  };
}
