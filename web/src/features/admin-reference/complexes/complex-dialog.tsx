import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ComplexRecord,
  type CreateComplexInput,
  createComplexSchema,
} from '@protea/shared/schemas/reference-data';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormButtons } from '../../../components/form/form-buttons';
import { PROVINCE_OPTIONS } from '../../../components/form/province-options';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Dialog } from '../../../components/ui/dialog';
import { settle } from '../../../lib/admin/settle';
import { showFormErrors } from '../../../lib/admin/show-form-errors';
import { useChangeComplex, useCreateComplex } from '../api/complexes';

type ComplexForm = z.output<typeof createComplexSchema>;

/** The provinces, and a complex's own spelling from an imported file when it is none of them, so an edit keeps it. */
const provinceOptions = (current: string | undefined) =>
  current && !PROVINCE_OPTIONS.some((option) => option.value === current)
    ? [...PROVINCE_OPTIONS, { value: current, label: current }]
    : PROVINCE_OPTIONS;

/** Adds a complex (`complex` absent) or changes one's name and address. */
export function ComplexDialog({
  complex,
  onClose,
  onSaved,
}: {
  complex?: ComplexRecord;
  onClose: () => void;
  onSaved: (saved: ComplexRecord) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateComplex();
  const change = useChangeComplex();
  const form = useForm<CreateComplexInput, unknown, ComplexForm>({
    resolver: zodResolver(createComplexSchema),
    defaultValues: {
      name: complex?.name ?? '',
      streetAddress: complex?.streetAddress ?? '',
      suburb: complex?.suburb ?? '',
      city: complex?.city ?? '',
      province: complex?.province ?? '',
      postalCode: complex?.postalCode ?? '',
    },
  });

  const onValid = (input: ComplexForm) =>
    settle(complex ? change.mutateAsync({ id: complex.id, input }) : create.mutateAsync(input), {
      onSuccess: onSaved,
      onError: (error) => showFormErrors(form.setError, error, t),
    });

  const texts = complex ? 'admin.reference.complexes.edit' : 'admin.reference.complexes.add';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${texts}.title`, { name: complex?.name })}
      description={t(`${texts}.intro`)}
      closeLabel={t('common.close')}
    >
      <FormProvider {...form}>
        <form className="mt-4 grid gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
          <TextField<CreateComplexInput> name="name" label={t('admin.reference.fields.name')} autoComplete="off" />
          <TextField<CreateComplexInput>
            name="streetAddress"
            label={t('admin.reference.fields.streetAddress')}
            autoComplete="off"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<CreateComplexInput>
              name="suburb"
              label={t('admin.reference.fields.suburb')}
              autoComplete="off"
            />
            <TextField<CreateComplexInput> name="city" label={t('admin.reference.fields.city')} autoComplete="off" />
            <SelectField<CreateComplexInput>
              name="province"
              label={t('admin.reference.fields.province')}
              placeholder={t('admin.reference.fields.provincePlaceholder')}
              options={provinceOptions(complex?.province)}
            />
            <TextField<CreateComplexInput>
              name="postalCode"
              label={t('admin.reference.fields.postalCode')}
              isOptional
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
            />
          </div>
          <FormButtons
            onCancel={onClose}
            isPending={create.isPending || change.isPending}
            submit={t(`${texts}.submit`)}
            submitting={t('admin.reference.saving')}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
