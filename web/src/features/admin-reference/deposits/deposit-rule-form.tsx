import { zodResolver } from '@hookform/resolvers/zod';
import { formatRand } from '@protea/shared/money';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { ApiError } from '../../../lib/api-client';
import { useSetDepositRules } from '../api/deposit-rules';
import {
  type DepositFormInput,
  type DepositFormOutput,
  depositFormSchema,
  RULE_KINDS,
  toDepositRule,
} from './deposit-form-schema';
import { useRuleKindLabel } from './use-rule-kind-label';

const FORM_FIELDS = ['amount', 'effectiveFrom'] as const;

/** A new amount for one of the four rules, from today or a later day. */
export function DepositRuleForm({ today, titleId }: { today: string; titleId: string }) {
  const { t } = useTranslation();
  const kindLabel = useRuleKindLabel();
  const { calendarDate } = useDateFormats();
  const save = useSetDepositRules();
  const form = useForm<DepositFormInput, unknown, DepositFormOutput>({
    resolver: zodResolver(depositFormSchema(today)),
    defaultValues: { kind: 'residential.tenant', amount: '', effectiveFrom: today },
  });

  const onValid = (values: DepositFormOutput) => {
    const rule = toDepositRule(values);
    return settle(save.mutateAsync({ rules: [rule] }), {
      onSuccess: () => {
        toastSuccess(
          t('admin.reference.deposits.saved'),
          t('admin.reference.deposits.savedText', {
            kind: kindLabel(rule),
            amount: formatRand(Math.round(rule.amount * 100)),
            date: calendarDate(rule.effectiveFrom),
          }),
        );
        form.reset({ kind: values.kind, amount: '', effectiveFrom: today });
        // The button lost the focus while it was disabled; the next amount is typed here. A reset empties
        // react-hook-form's list of fields until the inputs register again on render.
        requestAnimationFrame(() => form.setFocus('amount'));
      },
      onError: (error) => {
        // The API names the rule's fields by their place in its list (`rules.0.amount`); the form has one rule.
        const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
        const shown = fields.flatMap(([path, messages]) => {
          const field = FORM_FIELDS.find((name) => path.endsWith(name));
          return field ? [{ field, message: messages[0] ?? '' }] : [];
        });
        for (const [index, { field, message }] of shown.entries()) {
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        }
        if (shown.length === 0)
          toastError(t('admin.reference.deposits.saveFailed'), errorText(error, t('admin.actionFailedText')));
      },
    });
  };

  return (
    <FormProvider {...form}>
      <form className="grid gap-4" onSubmit={form.handleSubmit(onValid)} aria-labelledby={titleId} noValidate>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField<DepositFormInput>
            name="kind"
            label={t('admin.reference.deposits.kind')}
            placeholder={t('admin.reference.deposits.kindPlaceholder')}
            options={RULE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          />
          <TextField<DepositFormInput>
            name="amount"
            label={t('admin.reference.deposits.amount')}
            hint={t('admin.reference.deposits.amountHint')}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField<DepositFormInput>
            name="effectiveFrom"
            type="date"
            min={today}
            label={t('admin.reference.deposits.effectiveFrom')}
            hint={t('admin.reference.deposits.effectiveFromHint')}
          />
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.reference.saving') : t('admin.reference.deposits.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
