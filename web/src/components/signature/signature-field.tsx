import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { fieldClass } from '../form/field-class';
import { FormField } from '../form/form-field';
import { DrawnSignature } from './drawn-signature';
import type { SignatureType, SignatureValue } from './signature-value';

interface SignatureFieldProps {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  /** The drawing canvas in CSS pixels (spec: 400 by 200 for applications, 250 by 80 for terminations). */
  canvasWidth: number;
  canvasHeight: number;
  /** Under the typed name: what it signs (an application unless told otherwise). */
  typeHint?: string;
  /** The name a typed signature must be (the signer's full name as the request gives it), shown under the field. */
  signerName?: string;
  /** Why the typed name does not sign (a validation.* key), shown once the customer has left the field. */
  error?: string;
}

/** Typed or drawn, switched by two toggle buttons; both stay keyboard-usable through the typed mode. */
export function SignatureField({
  value,
  onChange,
  canvasWidth,
  canvasHeight,
  typeHint,
  signerName,
  error,
}: SignatureFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  // Not while the name is still being typed: the list under the step already says what is missing.
  const [hasLeftField, setHasLeftField] = useState(value.typed !== '');
  const modes: SignatureType[] = ['typed', 'drawn'];
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('wizard.signature.title')}
      </h3>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('wizard.signature.modeLabel')}</legend>
        <div className="flex gap-2">
          {modes.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={value.type === mode}
              // A drawing is not kept across a switch: the canvas starts empty again.
              onClick={() => onChange({ ...value, type: mode, drawn: null })}
              className={cn(
                'min-h-11 flex-1 rounded-lg border-2 px-4 text-sm font-semibold sm:flex-none',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                value.type === mode
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              {t(`wizard.signature.${mode}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {value.type === 'typed' ? (
        <FormField
          label={t('wizard.signature.typeLabel')}
          hint={
            <>
              {typeHint ?? t('wizard.signature.typeHint')}
              {signerName && ' '}
              {signerName && <span className="block">{t('wizard.signature.typeAs', { name: signerName })}</span>}
            </>
          }
          error={hasLeftField && value.typed.trim() !== '' ? error : undefined}
        >
          {(a11y) => (
            <input
              {...a11y}
              value={value.typed}
              onChange={(event) => onChange({ ...value, typed: event.target.value })}
              onBlur={() => setHasLeftField(true)}
              autoComplete="name"
              maxLength={100}
              className={cn(fieldClass, 'font-serif text-lg italic')}
            />
          )}
        </FormField>
      ) : (
        <DrawnSignature
          width={canvasWidth}
          height={canvasHeight}
          drawn={value.drawn}
          onChange={(drawn) => onChange({ ...value, drawn })}
        />
      )}
    </section>
  );
}
