import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export const inputClass = cn(
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900',
  'aria-[invalid=true]:border-red-700 disabled:bg-slate-100',
);

/** For inputs shown but not editable (a verified cell phone); selects match :read-only, so it is not in inputClass. */
export const readOnlyClass = 'bg-slate-100 text-slate-700';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: ReactNode;
  /** A validation.* key from the shared schemas, or a message the server already translated. */
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error tied to it (aria-describedby), so both are read out with it. */
export function FormField({ label, error, hint, isOptional, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {isOptional && <span className="font-normal text-slate-600"> ({t('wizard.common.optional')})</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}

export const translateMessage = (t: (key: string) => string, message: string) =>
  message.startsWith('validation.') ? t(message) : message;
