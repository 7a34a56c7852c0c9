import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api-client';
import { errorText, toastError } from './admin-toast';

/**
 * A back-office form's failed call (staff, reference data): the server's field errors on the fields (the first
 * focused; a complex or unit already taken names its field too), anything else a toast in the server's words.
 */
export function showFormErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, t: TFunction) {
  const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
  for (const [index, [name, messages]] of fields.entries()) {
    setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 });
  }
  if (fields.length === 0) toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));
}
