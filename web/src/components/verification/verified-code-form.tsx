import { CodeEntryForm } from './code-entry-form';
import type { useVerificationCode } from './use-verification-code';

export type VerificationCode<T> = ReturnType<typeof useVerificationCode<T>>;

interface VerifiedCodeFormProps<T> {
  code: VerificationCode<T>;
  /** The wizard is saving: the form waits as it does while a code is checked. */
  isBusy?: boolean;
  focusOnMount?: boolean;
  /** A right code: what the verified session may now read. */
  onVerified: (verified: T) => void;
}

/** The code box of every code check (a wizard's cell step, a resume): resend, check, and the verified result handed on. */
export function VerifiedCodeForm<T>({ code, isBusy = false, focusOnMount, onVerified }: VerifiedCodeFormProps<T>) {
  /** Whether the code stays in its box: not when it was refused (it is typed again). */
  const check = async (value: string): Promise<boolean> => {
    const outcome = await code.verifyCode(value, () => void check(value));
    if (outcome.status === 'verified') onVerified(outcome.verified);
    return outcome.status !== 'refused';
  };
  return (
    <CodeEntryForm
      request={code.request}
      problem={code.problem}
      codeError={code.codeError}
      isSending={code.isSending}
      isVerifying={code.isVerifying || isBusy}
      focusOnMount={focusOnMount}
      onResend={() => void code.sendCode({ announce: true })}
      onVerify={check}
    />
  );
}
