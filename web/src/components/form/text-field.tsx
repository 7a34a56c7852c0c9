import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { fieldClass } from './field-class';
import { FormField } from './form-field';
import { type FieldHint, useField } from './use-field';

interface TextFieldProps<T extends FieldValues>
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> {
  name: Path<T>;
  label: ReactNode;
  hint?: FieldHint;
  isOptional?: boolean;
  className?: string;
  inputClassName?: string;
}

/** An input of a react-hook-form form (inside a FormProvider), with its label, hint and translated error. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { name, label, hint, isOptional, className, inputClassName, ...input } = props;
  const field = useField<T>(name, hint);
  return (
    <FormField label={label} hint={field.hint} error={field.error} isOptional={isOptional} className={className}>
      {(a11y) => <input {...a11y} {...input} {...field.registration} className={cn(fieldClass, inputClassName)} />}
    </FormField>
  );
}
