import { formatRand } from '@protea/shared/money';
import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { Calculator, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { useApproveDeposit } from './api/approve-deposit';
import { useCalculateDeposit } from './api/calculate-deposit';
import { isDepositApproved, parseRands, rands } from './deposit';
import { DepositSummary } from './deposit-summary';

/** Calculate from the rules, adjust, then approve (lock) the amount; it can be reopened until the decision. */
export function DepositSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const reference = application.appReference;
  const isApproved = isDepositApproved(application);
  const cents = application.deposit.amountCents;
  const [amount, setAmount] = useState(cents === null ? '' : rands(cents));
  const [isEditing, setEditing] = useState(!isApproved);
  const calculate = useCalculateDeposit();
  const approve = useApproveDeposit();

  const onCalculate = () =>
    settle(calculate.mutateAsync(reference), {
      onSuccess: (result) => {
        const value = result.calculatedDeposit ?? 0;
        setAmount(value.toFixed(2));
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

  const onApprove = () => {
    const value = parseRands(amount);
    settle(approve.mutateAsync({ reference, amount: value }), {
      onSuccess: () => {
        setAmount(value.toFixed(2));
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
          <div className="flex flex-wrap items-end gap-3">
            <Button variant="secondary" onClick={onCalculate} disabled={calculate.isPending}>
              <Calculator aria-hidden="true" className="h-4 w-4" />
              {calculate.isPending ? t('admin.actions.deposit.calculating') : t('admin.actions.deposit.calculate')}
            </Button>
            <div className="grid w-56 gap-1.5">
              <label htmlFor={`${id}-amount`} className="text-sm font-medium">
                {t('admin.actions.deposit.amountLabel')}
              </label>
              <input
                id={`${id}-amount`}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder="0.00"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className={fieldClass}
              />
            </div>
            <Button onClick={onApprove} disabled={approve.isPending}>
              <Lock aria-hidden="true" className="h-4 w-4" />
              {t('admin.actions.deposit.approve')}
            </Button>
          </div>
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
