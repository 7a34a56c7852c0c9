import { RotateCw } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../form/field-class';
import { FormField } from '../form/form-field';
import { Button } from '../ui/button';
import { CodeNotice } from './code-notice';
import { type CodeRequest, resendAvailableAt } from './code-request';
import { formatCountdown } from './format-countdown';
import { useCountdown } from './use-countdown';

interface CodeEntryFormProps {
  /** How the last request for a code ended; null while the first one is on its way. */
  request: CodeRequest | null;
  /** Why the last code can no longer be used; Verify waits for a new code. */
  problem: string | null;
  /** Why the last code entered was refused (a wrong code), shown at the code box. */
  codeError?: string | null;
  isSending: boolean;
  isVerifying: boolean;
  /** Resolves whether the code stays in its box: not when it was refused (a wrong code is typed again). */
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => void;
  /** Put the cursor in the code box at once (resume, where the code is the only thing to do). */
  focusOnMount?: boolean;
  children?: ReactNode;
}

/** Six-digit code entry with the number it went to, Verify, and Resend with its cooldown. */
export function CodeEntryForm(props: CodeEntryFormProps) {
  const { request, problem, codeError, isSending, isVerifying, onVerify, onResend, focusOnMount, children } = props;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const wait = useCountdown(resendAvailableAt(request));
  const inputRef = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The shared rule, fetched with the validation library when a code is first checked (the page shows without it).
    const { confirmCellSchema } = await import('@protea/shared/schemas/cell-confirmation');
    const parsed = confirmCellSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (!(await onVerify(parsed.data.code))) setCode('');
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <CodeNotice request={request} />
      {problem && (
        <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t('wizard.verify.newCodeNeeded')}</p>
          <p className="text-sm">{problem}</p>
        </div>
      )}
      <FormField
        label={t('wizard.verify.codeLabel')}
        hint={t('wizard.verify.codeHint')}
        error={error ?? codeError ?? undefined}
        className="max-w-xs"
      >
        {(a11y) => (
          <input
            {...a11y}
            ref={inputRef}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            className={`${fieldClass} text-center font-mono text-2xl tracking-[0.4em]`}
          />
        )}
      </FormField>
      {children}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isVerifying || Boolean(problem)}>
          {isVerifying ? t('wizard.verify.verifying') : t('wizard.verify.verify')}
        </Button>
        <Button variant="secondary" onClick={onResend} disabled={isSending || wait > 0}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          {wait > 0 ? t('wizard.verify.resendIn', { time: formatCountdown(wait) }) : t('wizard.verify.resend')}
        </Button>
      </div>
    </form>
  );
}
