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
  return (
    <CodeEntryForm
      request={code.request}
      problem={code.problem}
      codeError={code.codeError}
      isSending={code.isSending}
      isVerifying={code.isVerifying || isBusy}
      focusOnMount={focusOnMount}
      onResend={() => void code.sendCode({ announce: true })}
      onVerify={async (value) => {
        const verified = await code.verifyCode(value);
        if (!verified) return false;
        onVerified(verified);
        return true;
      }}
    />
  );
}
