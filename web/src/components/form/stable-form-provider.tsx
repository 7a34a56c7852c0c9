import { type ReactNode, useRef } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's FormProvider with a context that stays the same while the form lives. Every field takes its error
 * and value from subscriptions of its own (`useField`: useFormState and useWatch), so a change of the form's state
 * re-renders the form and the fields it concerns, not every field through the context. react-hook-form sets
 * `isReady` right after the first render: with its own provider a first step rendered all its fields twice in the
 * page's longest task (issue 12). Below this provider, read the form's state with useFormState, never from
 * useFormContext().formState, which keeps the first render's.
 */
export function StableFormProvider<T extends FieldValues, C, V extends FieldValues>({
  children,
  ...form
}: UseFormReturn<T, C, V> & { children: ReactNode }) {
  const firstFormState = useRef(form.formState);
  return (
    <FormProvider {...form} formState={firstFormState.current}>
      {children}
    </FormProvider>
  );
}
