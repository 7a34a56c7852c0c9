import type { FieldErrors } from '@protea/shared/api-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsUnder } from '../../lib/field-errors';

/** Shows the server's field errors of one section of the body on the form's fields; the first one gets focus. */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: FieldErrors | undefined,
  prefix: string,
) {
  for (const [index, [name, message]] of fieldErrorsUnder(fields, prefix).entries()) {
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
}
