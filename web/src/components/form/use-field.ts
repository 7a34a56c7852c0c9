import type { ReactNode } from 'react';
import { type FieldValues, type Path, useFormContext, useFormState, useWatch } from 'react-hook-form';

/** A hint that may depend on what is typed (a character counter). */
export type FieldHint = ReactNode | ((value: string) => ReactNode);

/** A field of the surrounding react-hook-form form: its registration, its error, and its hint for the current value. */
export function useField<T extends FieldValues>(name: Path<T>, hint?: FieldHint) {
  const { register, getFieldState, control } = useFormContext<T>();
  const formState = useFormState({ control, name });
  const value: unknown = useWatch({ control, name });
  return {
    registration: register(name),
    error: getFieldState(name, formState).error?.message,
    hint: typeof hint === 'function' ? hint(typeof value === 'string' ? value : '') : hint,
  };
}
