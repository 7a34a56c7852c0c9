import { zodResolver } from '@hookform/resolvers/zod';
import { formatRand } from '@protea/shared/money';
import { type AdminApplicationDetail, depositAmountSchema } from '@protea/shared/schemas/admin-application-detail';
import { Calculator, Lock } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Section } from '../../../components/admin/info-list';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useApproveDeposit } from './api/approve-deposit';
import { useCalculateDeposit } from './api/calculate-deposit';
import { isDepositApproved, rands } from './deposit';
import { DepositSummary } from './deposit-summary';

/** The amount as typed; the shared schema reads it as rands (empty is 0, less than 0 is refused). */
type AmountForm = z.input<typeof depositAmountSchema>;

/** Calculate from the rules, adjust, then approve (lock) the amount; it can be reopened until the decision. */
export function DepositSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const reference = application.appReference;
  const isApproved = isDepositApproved(application);
  const cents = application.deposit.amountCents;
  const form = useForm<AmountForm, unknown, { amount: number }>({
    resolver: zodResolver(depositAmountSchema),
    defaultValues: { amount: cents === null ? '' : rands(cents) },
  });
  const setAmount = (rand: number) => form.setValue('amount', rand.toFixed(2), { shouldValidate: false });
  const [isEditing, setEditing] = useState(!isApproved);
  const calculate = useCalculateDeposit();
  const approve = useApproveDeposit();

  const onCalculate = () =>
    settle(calculate.mutateAsync(reference), {
      onSuccess: (result) => {
        const value = result.calculatedDeposit ?? 0;
        setAmount(value);
        form.clearErrors('amount');
        toastSuccess(
          t('admin.actions.deposit.calculatedTitle'),
          t('admin.actions.deposit.calculatedText', {
            amount: formatRand(Math.round(value * 100)),
            message: result.message,
          }),
        );
      },
      onError: () =>
        toastError(t('admin.actions.deposit.calculationFailedTitle'), t('admin.actions.deposit.calculationFailedText')),
    });

  const onApprove = ({ amount }: { amount: number }) => {
    // Whole cents: what the admin typed is what is approved and told to the applicant.
    const value = Math.round(amount * 100) / 100;
    settle(approve.mutateAsync({ reference, amount: value }), {
      onSuccess: () => {
        setAmount(value);
        setEditing(false);
        toastSuccess(
          t('admin.actions.deposit.approvedTitle'),
          value > 0
            ? t('admin.actions.deposit.approvedText', { amount: formatRand(Math.round(value * 100)) })
            : t('admin.actions.deposit.approvedNone'),
        );
      },
      onError: (error) =>
        toastError(
          t('admin.actions.approvalFailedTitle'),
          errorText(error, t('admin.actions.deposit.approveFailedText')),
        ),
    });
  };

  return (
    <Section title={t('admin.actions.deposit.title')}>
      <div className="grid gap-3">
        <DepositSummary application={application} />
        {isEditing ? (
          <FormProvider {...form}>
            <form className="flex flex-wrap items-end gap-3" onSubmit={form.handleSubmit(onApprove)} noValidate>
              <Button variant="secondary" onClick={onCalculate} disabled={calculate.isPending}>
                <Calculator aria-hidden="true" className="h-4 w-4" />
                {calculate.isPending ? t('admin.actions.deposit.calculating') : t('admin.actions.deposit.calculate')}
              </Button>
              <TextField<AmountForm>
                name="amount"
                label={t('admin.actions.deposit.amountLabel')}
                className="w-56"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder="0.00"
              />
              <Button type="submit" disabled={approve.isPending}>
                <Lock aria-hidden="true" className="h-4 w-4" />
                {t('admin.actions.deposit.approve')}
              </Button>
            </form>
          </FormProvider>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('admin.actions.deposit.change')}
            </Button>
          </div>
        )}
      </div>
    </Section>
  );
}
