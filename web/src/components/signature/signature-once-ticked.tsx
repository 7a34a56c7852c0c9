import { SignatureField } from './signature-field';
import type { SignatureValue } from './signature-value';

interface SignatureOnceTickedProps {
  /** The declaration's boxes are ticked: only then may the customer sign. */
  isTicked: boolean;
  /** What the customer reads while the boxes are not yet ticked. */
  waitingText: string;
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  /** The drawing canvas in CSS pixels (the spec's, per form). */
  canvas: { width: number; height: number };
  /** Under the typed name: what it signs. */
  typeHint?: string;
  /** The name a typed signature must be. */
  signerName?: string;
  /** Why the typed name does not sign (a validation.* key). */
  error?: string;
}

/** The wizards' last step: the signature field once the declaration is accepted, until then what to tick first. */
export function SignatureOnceTicked({
  isTicked,
  waitingText,
  value,
  onChange,
  canvas,
  typeHint,
  signerName,
  error,
}: SignatureOnceTickedProps) {
  if (!isTicked) return <p className="text-sm text-slate-600">{waitingText}</p>;
  return (
    <SignatureField
      value={value}
      onChange={onChange}
      canvasWidth={canvas.width}
      canvasHeight={canvas.height}
      typeHint={typeHint}
      signerName={signerName}
      error={error}
    />
  );
}
