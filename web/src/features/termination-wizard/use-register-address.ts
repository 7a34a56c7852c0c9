import type { TerminationPropertyInfo, TerminationPropertyInput } from '@protea/shared/schemas/termination';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { getRegisterAddress } from './api/register-address';

const ADDRESS_FIELDS = ['complexName', 'unitNumber', 'streetNumber', 'streetName', 'suburb', 'province'] as const;

/**
 * Fills the property step's empty address fields from the accounts register once the account number and ID number
 * match its holder (issue 39); the customer may still change them. True once something was filled in.
 */
export function useRegisterAddress(
  form: UseFormReturn<TerminationPropertyInput, unknown, TerminationPropertyInfo>,
): boolean {
  const [isFilled, setIsFilled] = useState(false);
  useEffect(() => {
    const isEmpty = (field: (typeof ADDRESS_FIELDS)[number]) => !form.getValues(field);
    if (!ADDRESS_FIELDS.some(isEmpty)) return;
    let isCurrent = true;
    getRegisterAddress()
      .then((address) => {
        if (!isCurrent || !address) return;
        const fillable = ADDRESS_FIELDS.filter((field) => isEmpty(field) && address[field]);
        for (const field of fillable)
          form.setValue(field, address[field]!, { shouldDirty: true, shouldValidate: true });
        if (fillable.length > 0) setIsFilled(true);
      })
      // Without the register's address the customer types it, as before.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [form]);
  return isFilled;
}
