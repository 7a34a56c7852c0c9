import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { textsUnder } from '../../lib/texts-under';
import { Button, buttonClass } from '../ui/button';
import { LoadingView } from '../ui/loading-view';
import { StepHeading } from '../wizard/step-heading';
import { useOnArrival } from '../wizard/use-on-arrival';
import type { CodeRequest } from './code-request';
import { useVerificationCode } from './use-verification-code';
import { VerifiedCodeForm } from './verified-code-form';

const TEXT_NAMES = [
  'title',
  'intro',
  'sending',
  'loading',
  'failedTitle',
  'failedText',
  'tryAgain',
  'refusedTitle',
  'refusedText',
] as const;

/** The translation keys of the resume screen; `intro` gets `{{reference}}`. */
export type ResumeTexts = Record<(typeof TEXT_NAMES)[number], string>;

export const resumeTexts = (prefix: string, overrides?: Partial<ResumeTexts>): ResumeTexts =>
  textsUnder(prefix, TEXT_NAMES, overrides);

interface ResumeVerificationProps<T> {
  reference: string;
  texts: ResumeTexts;
  /** Asks the server to text a code to the number on file for this reference. */
  send: () => Promise<VerificationSentResponse>;
  /** Has the server check the code; resolves with what the verified session may now read. */
  confirm: (code: string) => Promise<T>;
  onResumed: (verified: T, codeRequest: CodeRequest | null) => void;
  /**
   * What this browser's session already may read of the request (it was verified on the Track page a moment ago), or
   * null: the request then opens without a second code.
   */
  open?: () => Promise<T | null>;
}

/** Resume: a code goes to the phone on file; nothing of the case is loaded before it is verified. */
export function ResumeVerification<T>({
  reference,
  texts,
  send,
  confirm,
  onResumed,
  open,
}: ResumeVerificationProps<T>) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'sending' | 'entry' | 'failed' | 'loading'>('sending');
  const code = useVerificationCode({ send, confirm });
  const refusal = { title: t(texts.refusedTitle), description: t(texts.refusedText) };

  // Only a refusal (no such case, no number on file) ends here; a code that could not be sent this
  // time (limit, cooldown, SMS failure) still leaves the code box, with the reason and what to do.
  const start = async () => {
    setPhase('sending');
    const opened = open ? await open().catch(() => null) : null;
    if (opened) {
      setPhase('loading');
      onResumed(opened, null);
      return;
    }
    const outcome = await code.sendCode({ refusal });
    setPhase(outcome.status === 'refused' ? 'failed' : 'entry');
  };

  // Once per visit.
  useOnArrival(() => void start());

  if (phase === 'sending') return <LoadingView text={t(texts.sending)} />;
  if (phase === 'loading') return <LoadingView text={t(texts.loading)} />;
  if (phase === 'failed') {
    return (
      <div>
        <StepHeading intro={t(texts.failedText)}>{t(texts.failedTitle)}</StepHeading>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void start()}>{t(texts.tryAgain)}</Button>
          <Link href="/" className={buttonClass('secondary')}>
            {t('common.backToHome')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div>
      <StepHeading intro={t(texts.intro, { reference })}>{t(texts.title)}</StepHeading>
      <VerifiedCodeForm
        code={code}
        focusOnMount
        onVerified={(verified) => {
          setPhase('loading');
          onResumed(verified, code.request);
        }}
      />
    </div>
  );
}
