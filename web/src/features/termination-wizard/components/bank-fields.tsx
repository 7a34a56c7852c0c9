import { findSaBank, SA_BANKS } from '@protea/shared/sa-banks';
import { ACCOUNT_TYPES } from '@protea/shared/schemas/termination';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIGITS_INPUT } from '../../../components/form/digits-input';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { DepositForm } from '../deposit-form';

const BANK_OPTIONS = SA_BANKS.map(({ name }) => ({ value: name, label: name }));
const Text = TextField<DepositForm>;

/** Where the deposit is refunded: picking the bank fills its universal branch code, which stays editable. */
export function BankFields() {
  const { t } = useTranslation();
  const { control, setValue, trigger, getValues } = useFormContext<DepositForm>();
  const accountTypes = ACCOUNT_TYPES.map((type) => ({
    value: type,
    label: t(`termination.bank.accountTypes.${type}`),
  }));
  const bankName = useWatch({ control, name: 'bank' });
  // Only a bank picked now fills the code: a saved code (edited by hand, perhaps) is kept on return.
  const shownBank = useRef(bankName);
  useEffect(() => {
    if (shownBank.current === bankName) return;
    shownBank.current = bankName;
    const bank = findSaBank(bankName);
    if (bank) setValue('branchCode', bank.branchCode, { shouldValidate: true, shouldDirty: true });
    // Whether the account number is plausible depends on the bank.
    if (getValues('accountNumber')) void trigger('accountNumber');
  }, [bankName, setValue, trigger, getValues]);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-base font-semibold text-slate-900">{t('termination.bank.title')}</legend>
      <p className="text-sm text-slate-600 sm:col-span-2">{t('termination.bank.intro')}</p>
      <SelectField<DepositForm> name="bank" label={t('termination.bank.bank')} options={BANK_OPTIONS} />
      <Text name="branch" label={t('termination.bank.branch')} autoComplete="off" />
      <Text
        name="branchCode"
        label={t('termination.bank.branchCode')}
        hint={t('termination.bank.branchCodeHint')}
        {...DIGITS_INPUT}
      />
      <Text name="accountNumber" label={t('termination.bank.accountNumber')} {...DIGITS_INPUT} />
      <SelectField<DepositForm> name="accountType" label={t('termination.bank.accountType')} options={accountTypes} />
      <Text name="bankAccountName" label={t('termination.bank.accountName')} autoComplete="off" />
    </fieldset>
  );
}
