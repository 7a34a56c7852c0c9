import { saveSignatureSchema } from '@protea/shared/schemas/application-steps';
import type { SigningDraft } from '@protea/shared/schemas/signing-draft';
import type { Signer } from '@protea/shared/typed-signature';
import { FileDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SignatureOnceTicked } from '../../../components/signature/signature-once-ticked';
import { signatureOfDraft, signingDraftOf } from '../../../components/signature/signature-value';
import { useSignature } from '../../../components/signature/use-signature';
import { Button } from '../../../components/ui/button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { SUBMIT_WAITS_FOR_ID, SubmitWaitsFor } from '../../../components/wizard/submit-waits-for';
import type { HandleError } from '../../../lib/use-api-error';
import { type SaveSignatureResponse, useSaveSignature } from '../api/save-signature';
import { openApplicationPdf } from '../open-pdf';
import { TermsList } from './terms-list';

/** Spec 1 section 9: the application's signature canvas is 400 by 200. */
const SIGNATURE_CANVAS = { width: 400, height: 200 };

interface TermsStepProps {
  applicationNumber: string;
  /** Whom the application names (a business's representative): a typed signature is their full name. */
  signer: Signer;
  /** The step as its draft kept it, and where each change goes so a reload shows it again (ADR 032). */
  draft: SigningDraft | null;
  onDraftChange: (draft: SigningDraft) => void;
  /** Before the submission: a draft save under way is waited for, and what waits is dropped. */
  settleDraft: () => Promise<void>;
  onBack: () => void;
  onError: HandleError;
  onSubmitted: (result: SaveSignatureResponse) => void;
}

export function TermsStep({
  applicationNumber,
  signer,
  draft,
  onDraftChange,
  settleDraft,
  onBack,
  onError,
  onSubmitted,
}: TermsStepProps) {
  const { t } = useTranslation();
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(draft?.ticked.includes('acceptTerms') ?? false);
  const [isTrueAndCorrect, setIsTrueAndCorrect] = useState(draft?.ticked.includes('trueAndCorrect') ?? false);
  const signature = useSignature(signatureOfDraft(draft), signer);
  useEffect(() => {
    const ticked = [
      ...(hasAcceptedTerms ? (['acceptTerms'] as const) : []),
      ...(isTrueAndCorrect ? (['trueAndCorrect'] as const) : []),
    ];
    onDraftChange(signingDraftOf(ticked, signature.value));
  }, [hasAcceptedTerms, isTrueAndCorrect, signature.value, onDraftChange]);
  const save = useSaveSignature();
  const canSign = hasAcceptedTerms && isTrueAndCorrect;
  const waiting = [
    ...(hasAcceptedTerms ? [] : [{ key: 'acceptTerms', text: t('wizard.terms.missing.acceptTerms') }]),
    ...(isTrueAndCorrect ? [] : [{ key: 'trueAndCorrect', text: t('wizard.terms.missing.trueAndCorrect') }]),
    ...signature.waiting,
  ];

  const submit = async () => {
    const parsed = saveSignatureSchema.safeParse({
      applicationNumber,
      signatureType: signature.value.type,
      signatureData: signature.data,
      acceptedTerms: canSign,
    });
    if (!parsed.success) {
      signature.askToSign();
      return;
    }
    try {
      await settleDraft();
      onSubmitted(await save.mutateAsync(parsed.data));
    } catch (error) {
      onError(
        error,
        { title: t('wizard.terms.submitErrorTitle'), description: t('wizard.terms.submitErrorText') },
        { useServerMessage: false, retry: () => void submit() },
      );
    }
  };

  return (
    <div>
      <StepHeading intro={t('wizard.terms.intro')}>{t('wizard.steps.terms_conditions')}</StepHeading>
      <div className="grid gap-4">
        <TermsList />
        <div>
          <Button variant="secondary" onClick={() => openApplicationPdf(applicationNumber)}>
            <FileDown aria-hidden="true" className="h-4 w-4" />
            {t('wizard.terms.downloadSummary')}
          </Button>
        </div>
        <div className="grid gap-1">
          <CheckboxField
            label={t('wizard.terms.acceptTerms')}
            checked={hasAcceptedTerms}
            onChange={(event) => setHasAcceptedTerms(event.target.checked)}
          />
          <CheckboxField
            label={t('wizard.terms.trueAndCorrect')}
            checked={isTrueAndCorrect}
            onChange={(event) => setIsTrueAndCorrect(event.target.checked)}
          />
        </div>
        <SignatureOnceTicked
          isTicked={canSign}
          waitingText={t('wizard.terms.tickToSign')}
          {...signature.field}
          canvas={SIGNATURE_CANVAS}
        />
      </div>
      <SubmitWaitsFor items={waiting} />
      <StepActions onBack={onBack} isBusy={save.isPending}>
        <Button
          onClick={submit}
          disabled={waiting.length > 0 || save.isPending}
          aria-describedby={waiting.length > 0 ? SUBMIT_WAITS_FOR_ID : undefined}
        >
          {save.isPending ? t('wizard.terms.submitting') : t('wizard.terms.submit')}
        </Button>
      </StepActions>
    </div>
  );
}
