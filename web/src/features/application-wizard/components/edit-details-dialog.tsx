import { zodResolver } from '@hookform/resolvers/zod';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusinessFields } from '../../../components/form/business-fields';
import { DirectorsFields } from '../../../components/form/directors-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import type { HandleError } from '../../../lib/use-api-error';
import { useUpdateApplication } from '../api/update-application';
import {
  type EditBusinessDetails,
  type EditBusinessDetailsForm,
  editBusinessDetailsSchema,
  editDetailsSchema,
} from '../wizard-schemas';
import type { WizardState } from '../wizard-state';
import { EditDetailsFields } from './edit-details-fields';

interface EditDetailsDialogProps {
  state: WizardState;
  onClose: () => void;
  onSaved: (application: StoredApplicationRecord) => void;
  onError: HandleError;
}

/** A modal (native dialog: focus kept inside, Escape closes) to correct details without walking back through steps. */
export function EditDetailsDialog({ state, onClose, onSaved, onError }: EditDetailsDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const update = useUpdateApplication();
  const isBusiness = state.kind === 'business';
  // A business's form adds the business to the household's; the household's values are a part of it.
  const form = useForm<EditBusinessDetailsForm, unknown, EditBusinessDetails>({
    resolver: zodResolver(
      (isBusiness ? editBusinessDetailsSchema : editDetailsSchema) as typeof editBusinessDetailsSchema,
    ),
    defaultValues: {
      ...(isBusiness && {
        businessName: state.business?.businessName ?? '',
        registrationNumber: state.business?.registrationNumber ?? '',
        vatNumber: state.business?.vatNumber ?? '',
        businessType: state.business?.businessType,
        tradingName: state.business?.tradingName ?? '',
        directors: state.business?.directors ?? [],
      }),
      firstName: state.client?.firstName ?? '',
      surname: state.client?.surname ?? '',
      email: state.client?.email ?? '',
      complexName: state.property?.complexName ?? '',
      streetAddress: state.property?.streetAddress ?? '',
      unitNumber: state.property?.unitNumber ?? '',
      suburb: state.property?.suburb ?? '',
      province: state.property?.province ?? '',
      occupationDate: state.property?.occupationDate ?? '',
      leaseDate: state.property?.leaseDate ?? '',
    },
  });

  // Removing the element on close ends the modal state, so no close() is needed on unmount.
  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
  }, []);

  const save = async (values: EditBusinessDetails) => {
    // A cleared VAT number is sent as empty, so the stored one goes.
    const changes = isBusiness ? { ...values, vatNumber: values.vatNumber ?? '' } : values;
    try {
      const { application } = await update.mutateAsync({
        kind: state.kind,
        applicationNumber: state.applicationNumber!,
        changes,
      });
      onSaved(application);
      toast({ variant: 'success', title: t('wizard.edit.savedTitle'), description: t('wizard.edit.savedText') });
      onClose();
    } catch (error) {
      onError(error, { title: t('wizard.errors.title'), description: t('wizard.errors.saveFailed') });
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="edit-details-title"
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(42rem,calc(100%-1.5rem))] overflow-y-auto rounded-xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(save)} noValidate>
          <h2 id="edit-details-title" className="text-xl font-semibold text-brand-900">
            {t('wizard.edit.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('wizard.edit.intro')}</p>
          {isBusiness && (
            <div className="mt-4">
              <BusinessFields<EditBusinessDetailsForm> textsPrefix="wizard.business.fields" withTradingName />
              <DirectorsFields<EditBusinessDetailsForm> textsPrefix="wizard.business.directors" />
            </div>
          )}
          <EditDetailsFields
            cellPhone={state.client?.cellPhone ?? ''}
            isCellConfirmed={state.cellConfirmed}
            isOwner={state.property?.isOwner}
          />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('wizard.common.saving') : t('wizard.edit.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
