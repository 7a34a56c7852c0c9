import { saDateOf } from '@protea/shared/sa-time';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { useField } from '../../../components/form/use-field';
import { BulletList } from '../../../components/wizard/bullet-list';
import type { DepositForm } from '../deposit-form';
import { NoticePeriod } from './notice-period';

/**
 * The declaration's terms in the spec's wording (spec 1 section 2) and the box that accepts them; with a late
 * disconnection date, the notice it gives, said again before the customer signs.
 */
export function Declaration({ disconnectionDate }: { disconnectionDate: string | undefined }) {
  const { t } = useTranslation();
  const field = useField<DepositForm>('declarationAccepted');
  const terms = t('termination.declaration.terms', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="declaration-title" className="grid gap-3 rounded-lg border border-slate-300 p-4">
      <h3 id="declaration-title" className="text-base font-semibold text-slate-900">
        {t('termination.declaration.title')}
      </h3>
      <BulletList items={terms} className="gap-1.5 text-sm" />
      <NoticePeriod date={disconnectionDate} today={saDateOf(new Date())} />
      <CheckboxField label={t('termination.declaration.accept')} {...field.registration} error={field.error} />
    </section>
  );
}
