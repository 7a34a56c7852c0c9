import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/admin/info-list';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useConfirmComplex } from './api/confirm-complex';
import { useConfirmUnit } from './api/confirm-unit';
import { useComplexes } from './api/get-complexes';
import { usePremises } from './api/get-premises';

/** Checks the address against the premises register: pick the complex, then one of its units. */
export function PropertyConfirmation({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [complexId, setComplexId] = useState<number | null>(application.property.complexId);
  const [premise, setPremise] = useState(application.property.premise ?? '');
  const complexes = useComplexes(true);
  const premises = usePremises(complexId);
  const confirmComplex = useConfirmComplex();
  const confirmUnit = useConfirmUnit();
  const reference = application.appReference;

  // Until the complex is confirmed, suggest the register's complex with the name the applicant typed.
  const typedName = application.property.complexName?.trim().toLowerCase();
  const suggested = complexes.data?.find((c) => c.ComplexName.trim().toLowerCase() === typedName)?.ComplexID;
  const [hasSuggested, setHasSuggested] = useState(false);
  if (!hasSuggested && suggested !== undefined && complexId === null) {
    setHasSuggested(true);
    setComplexId(suggested);
  }

  const complexPlaceholder = complexes.isPending
    ? t('admin.review.property.loadingComplexes')
    : complexes.isError
      ? t('admin.review.property.complexesFailed')
      : t('admin.review.property.selectComplex');
  const unitPlaceholder =
    complexId === null
      ? t('admin.review.property.selectComplexFirst')
      : premises.isPending
        ? t('admin.review.property.loadingUnits')
        : premises.isError
          ? t('admin.review.property.unitsFailed')
          : premises.data?.length === 0
            ? t('admin.review.property.noUnits')
            : t('admin.review.property.selectUnit');

  const onConfirmComplex = () => {
    if (complexId === null) return;
    const complexName = complexes.data?.find((c) => c.ComplexID === complexId)?.ComplexName;
    settle(confirmComplex.mutateAsync({ id: reference, complexId, complexName }), {
      onSuccess: () =>
        toastSuccess(
          t('admin.review.property.complexConfirmedTitle'),
          t('admin.review.property.complexConfirmedText', { name: complexName }),
        ),
      onError: (error) =>
        toastError(
          t('admin.review.property.complexFailedTitle'),
          errorText(error, t('admin.review.property.complexFailedText')),
        ),
    });
  };

  const onConfirmUnit = () => {
    if (!premise) return;
    const address = premises.data?.find((p) => p.Premise === premise)?.Address;
    settle(confirmUnit.mutateAsync({ id: reference, premise, address }), {
      onSuccess: () =>
        toastSuccess(
          t('admin.review.property.unitConfirmedTitle'),
          t('admin.review.property.unitConfirmedText', { premise }),
        ),
      onError: (error) =>
        toastError(
          t('admin.review.property.unitFailedTitle'),
          errorText(error, t('admin.review.property.unitFailedText')),
        ),
    });
  };

  const hasUnits = !!premises.data && premises.data.length > 0;
  return (
    <Section title={t('admin.review.property.confirmTitle')}>
      <p className="mb-4 text-sm text-slate-700">{t('admin.review.property.confirmIntro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <label htmlFor={`${id}-complex`} className="text-sm font-medium">
            {t('admin.review.property.complexSelect')}
          </label>
          <Select
            id={`${id}-complex`}
            value={complexId ?? ''}
            disabled={!complexes.data}
            onChange={(event) => {
              setComplexId(event.target.value ? Number(event.target.value) : null);
              setPremise('');
            }}
          >
            <option value="">{complexPlaceholder}</option>
            {complexes.data?.map((complex) => (
              <option key={complex.ComplexID} value={complex.ComplexID}>
                {complex.ComplexName}
              </option>
            ))}
          </Select>
          <Button
            variant="secondary"
            onClick={onConfirmComplex}
            disabled={complexId === null || confirmComplex.isPending}
          >
            {t('admin.review.property.confirmComplex')}
          </Button>
        </div>
        <div className="grid content-start gap-2">
          <label htmlFor={`${id}-unit`} className="text-sm font-medium">
            {t('admin.review.property.unitSelect')}
          </label>
          <Select
            id={`${id}-unit`}
            value={premise}
            disabled={complexId === null || !hasUnits}
            onChange={(event) => setPremise(event.target.value)}
          >
            <option value="">{unitPlaceholder}</option>
            {premises.data?.map((unit) => (
              <option key={unit.Premise} value={unit.Premise}>
                {unit.Premise} · {unit.Address}
              </option>
            ))}
          </Select>
          <Button variant="secondary" onClick={onConfirmUnit} disabled={!premise || confirmUnit.isPending}>
            {t('admin.review.property.confirmUnit')}
          </Button>
        </div>
      </div>
    </Section>
  );
}
