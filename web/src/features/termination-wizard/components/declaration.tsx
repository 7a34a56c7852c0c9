import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { useField } from '../../../components/form/use-field';
import { BulletList } from '../../../components/wizard/bullet-list';
import type { DepositForm } from '../deposit-form';

/** The declaration's terms in the spec's wording (spec 1 section 2) and the box that accepts them. */
export function Declaration() {
  const { t } = useTranslation();
  const field = useField<DepositForm>('declarationAccepted');
  const terms = t('termination.declaration.terms', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="declaration-title" className="grid gap-3 rounded-lg border border-slate-300 p-4">
      <h3 id="declaration-title" className="text-base font-semibold text-slate-900">
        {t('termination.declaration.title')}
      </h3>
      <BulletList items={terms} className="gap-1.5 text-sm" />
      <CheckboxField label={t('termination.declaration.accept')} {...field.registration} error={field.error} />
    </section>
  );
}
