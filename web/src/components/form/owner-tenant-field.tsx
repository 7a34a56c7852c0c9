import { useId } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { textsUnder } from '../../lib/texts-under';
import { ErrorText } from './error-text';

export const OWNER_TENANT_FIRST_ID = 'owner-tenant-tenant';

const TEXT_NAMES = ['ownerOrTenant', 'tenant', 'tenantHint', 'owner', 'ownerHint'] as const;

/** The translation keys of the choice: its question, and each card's name and what it means in this wizard. */
export type OwnerTenantTexts = Record<(typeof TEXT_NAMES)[number], string>;

export const ownerTenantTexts = (prefix: string, overrides?: Partial<OwnerTenantTexts>): OwnerTenantTexts =>
  textsUnder(prefix, TEXT_NAMES, overrides);

interface OwnerTenantFieldProps<T extends FieldValues> {
  /** A boolean field of the form: true for Owner, false for Tenant. */
  name: Path<T>;
  texts: OwnerTenantTexts;
}

/** Tenant or owner: two large radio cards. Focus the first with `OWNER_TENANT_FIRST_ID` when it is unanswered. */
export function OwnerTenantField<T extends FieldValues>({ name, texts }: OwnerTenantFieldProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const options = [
    { value: false, id: OWNER_TENANT_FIRST_ID, label: t(texts.tenant), hint: t(texts.tenantHint) },
    { value: true, id: `${id}-owner`, label: t(texts.owner), hint: t(texts.ownerHint) },
  ];
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error)}
      className="grid gap-2"
    >
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t(texts.ownerOrTenant)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.label}
            htmlFor={option.id}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
              field.value === option.value ? 'border-brand-700 bg-brand-50' : 'border-slate-300',
            )}
          >
            <input
              id={option.id}
              ref={option.value ? undefined : field.ref}
              type="radio"
              name={field.name}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              aria-labelledby={`${option.id}-title`}
              aria-describedby={`${option.id}-hint`}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>
              <span id={`${option.id}-title`} className="block font-semibold">
                {option.label}
              </span>
              <span id={`${option.id}-hint`} className="block text-sm text-slate-600">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <ErrorText id={`${id}-error`} message={error} />}
    </div>
  );
}
