import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { fieldClass } from './field-class';
import { FormField } from './form-field';
import { type FieldHint, useField } from './use-field';

interface TextareaFieldProps<T extends FieldValues>
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'> {
  name: Path<T>;
  label: ReactNode;
  hint?: FieldHint;
  className?: string;
}

/** A textarea of a react-hook-form form, with its label, hint (a counter, say) and translated error. */
export function TextareaField<T extends FieldValues>(props: TextareaFieldProps<T>) {
  const { name, label, hint, className, ...textarea } = props;
  const field = useField<T>(name, hint);
  return (
    <FormField label={label} hint={field.hint} error={field.error} className={className}>
      {(a11y) => <textarea {...a11y} {...textarea} {...field.registration} className={cn(fieldClass, 'py-2')} />}
    </FormField>
  );
}
