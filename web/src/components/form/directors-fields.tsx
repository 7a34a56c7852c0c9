import { MAX_FURTHER_DIRECTORS } from '@protea/shared/business-constants';
import { Plus, UserMinus } from 'lucide-react';
import { type FieldValues, type Path, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { ErrorText } from './error-text';
import { TextField } from './text-field';

interface DirectorsFieldsProps {
  /**
   * Where the labels are: `{prefix}.title`, `.intro`, `.heading` ({{number}}), `.fullName`,
   * `.idNumber`, `.idNumberHint`, `.add`, `.remove` ({{number}}).
   */
  textsPrefix: string;
}

/**
 * Further directors or owners of a business (the form's `directors`: full name and ID or passport
 * number each): added as many as needed, up to the limit, and any one removed.
 */
export function DirectorsFields<T extends FieldValues>({ textsPrefix }: DirectorsFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const { fields, append, remove } = useFieldArray({ control, name: 'directors' as never });
  const formState = useFormState({ control, name: 'directors' as never });
  const name = (index: number, field: string) => `directors.${index}.${field}` as Path<T>;
  const listError = (formState.errors as { directors?: { message?: string; root?: { message?: string } } }).directors;
  const listMessage = listError?.message ?? listError?.root?.message;

  return (
    <fieldset className="mb-6 grid gap-3" data-testid="directors">
      <legend className="mb-1 text-base font-semibold text-slate-900">{t(`${textsPrefix}.title`)}</legend>
      <p className="text-sm text-slate-600">{t(`${textsPrefix}.intro`)}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
          <h3 className="text-sm font-semibold text-slate-800 sm:col-span-2">
            {t(`${textsPrefix}.heading`, { number: index + 2 })}
          </h3>
          <TextField<T> name={name(index, 'fullName')} label={t(`${textsPrefix}.fullName`)} autoComplete="off" />
          <TextField<T>
            name={name(index, 'idNumber')}
            label={t(`${textsPrefix}.idNumber`)}
            hint={t(`${textsPrefix}.idNumberHint`)}
            autoComplete="off"
            spellCheck={false}
          />
          <div className="sm:col-span-2">
            <Button variant="ghost" onClick={() => remove(index)}>
              <UserMinus aria-hidden="true" className="h-4 w-4" />
              {t(`${textsPrefix}.remove`, { number: index + 2 })}
            </Button>
          </div>
        </div>
      ))}
      {listMessage && <ErrorText message={listMessage} />}
      {fields.length < MAX_FURTHER_DIRECTORS && (
        <div>
          <Button variant="secondary" onClick={() => append({ fullName: '', idNumber: '' } as never)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t(`${textsPrefix}.add`)}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
