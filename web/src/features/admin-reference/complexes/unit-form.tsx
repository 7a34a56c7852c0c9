import { zodResolver } from '@hookform/resolvers/zod';
import { type UnitInput, type UnitRecord, unitSchema } from '@protea/shared/schemas/reference-data';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormButtons } from '../../../components/form/form-buttons';
import { TextField } from '../../../components/form/text-field';
import { CODE_TYPING } from '../../../components/form/typing';
import { toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { showFormErrors } from '../../../lib/admin/show-form-errors';
import { useAddUnit, useChangeUnit } from '../api/complexes';

/**
 * Adds a unit to a complex, or changes the one being edited (`unit`): its number and premise code. The parent keys
 * it by the unit, so each opens with that unit's values.
 */
export function UnitForm({
  complexId,
  unit,
  focusOnOpen,
  onDone,
}: {
  complexId: number;
  unit: UnitRecord | null;
  /** Put the focus on the unit number when the form opens (an edit begun, or just ended). */
  focusOnOpen: boolean;
  /** The edit is saved, or cancelled. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddUnit();
  const change = useChangeUnit();
  const form = useForm<UnitInput, unknown, z.output<typeof unitSchema>>({
    resolver: zodResolver(unitSchema),
    defaultValues: { unitNumber: unit?.unitNumber ?? '', premiseCode: unit?.premiseCode ?? '' },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (focusOnOpen) form.setFocus('unitNumber');
  }, []);

  const onValid = (input: z.output<typeof unitSchema>) =>
    settle(unit ? change.mutateAsync({ complexId, unitId: unit.id, input }) : add.mutateAsync({ complexId, input }), {
      onSuccess: (saved) => {
        toastSuccess(
          t(unit ? 'admin.reference.units.changed' : 'admin.reference.units.added', {
            unit: saved.unitNumber,
            code: saved.premiseCode,
          }),
        );
        if (unit) {
          onDone();
          return;
        }
        // The next unit: a reset empties react-hook-form's list of fields until the inputs register again on render.
        form.reset({ unitNumber: '', premiseCode: '' });
        requestAnimationFrame(() => form.setFocus('unitNumber'));
      },
      onError: (error) => showFormErrors(form.setError, error, t),
    });

  const isPending = add.isPending || change.isPending;
  const heading = unit
    ? t('admin.reference.units.editTitle', { unit: unit.unitNumber })
    : t('admin.reference.units.addTitle');
  return (
    <FormProvider {...form}>
      <form
        className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
        onSubmit={form.handleSubmit(onValid)}
        aria-label={heading}
        noValidate
      >
        <p className="font-semibold text-slate-900">{heading}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField<UnitInput> name="unitNumber" label={t('admin.reference.fields.unitNumber')} autoComplete="off" />
          <TextField<UnitInput>
            name="premiseCode"
            label={t('admin.reference.fields.premiseCode')}
            hint={t('admin.reference.units.premiseCodeHint')}
            {...CODE_TYPING}
          />
        </div>
        {/* Adding stays open under the units for the next one; only a change can be left. */}
        <FormButtons
          onCancel={unit ? onDone : undefined}
          isPending={isPending}
          submit={t(unit ? 'admin.reference.units.save' : 'admin.reference.units.add')}
          submitting={t('admin.reference.saving')}
        />
      </form>
    </FormProvider>
  );
}
