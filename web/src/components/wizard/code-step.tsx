import type { VerificationCode } from '../verification/verified-code-form';
import { VerifiedCodeForm } from '../verification/verified-code-form';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

interface CodeStepProps<T> {
  title: string;
  intro: string;
  code: VerificationCode<T>;
  isBusy?: boolean;
  onVerified: (verified: T) => void;
  onBack: () => void;
}

/** A wizard's step that confirms the cell number with a texted code; Back is its only other way on. */
export function CodeStep<T>({ title, intro, code, isBusy, onVerified, onBack }: CodeStepProps<T>) {
  return (
    <div>
      <StepHeading intro={intro}>{title}</StepHeading>
      <VerifiedCodeForm code={code} isBusy={isBusy} onVerified={onVerified} />
      <StepActions onBack={onBack} isBusy={isBusy}>
        <span />
      </StepActions>
    </div>
  );
}
