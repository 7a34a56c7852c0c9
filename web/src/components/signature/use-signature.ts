import { type Signer, signerFullName, typedSignatureIssue } from '@protea/shared/typed-signature';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitingItem } from '../wizard/submit-waits-for';
import { toastProblem } from '../wizard/wizard-work';
import { EMPTY_SIGNATURE, type SignatureValue, signatureData } from './signature-value';

/**
 * The signature of a wizard's last step: its field's value, what it holds, and the toast when it is missing.
 * `given` is a signature given before (the customer went back, or the draft kept it), so the step opens with it again.
 * `signer` is whom the request names: a typed signature must be their full name (the shared rule the server applies).
 */
export function useSignature(given: SignatureValue | null | undefined, signer: Signer) {
  const { t } = useTranslation();
  const [value, onChange] = useState<SignatureValue>(given ?? EMPTY_SIGNATURE);
  const data = signatureData(value);
  const signerName = signerFullName(signer);
  const issue = typedSignatureIssue({ signatureType: value.type, signatureData: data }, signer);
  const isSigned = data !== '' && issue === null;
  /** What Submit still waits for of the signature. */
  const waiting: WaitingItem[] = isSigned
    ? []
    : [
        {
          key: 'signature',
          text: issue
            ? t('wizard.signature.waitsFor.signersName', { name: signerName })
            : t('wizard.signature.waitsFor.signature'),
        },
      ];
  return {
    /** What the signature field takes. */
    field: { value, onChange, signerName, error: issue ?? undefined },
    value,
    data,
    isSigned,
    waiting,
    askToSign: () =>
      toastProblem(
        t('wizard.signature.requiredTitle'),
        t(issue ?? 'wizard.signature.requiredText', { name: signerName }),
      ),
  };
}
