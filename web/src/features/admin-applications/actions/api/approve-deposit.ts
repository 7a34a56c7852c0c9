import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

/** Locks the amount (rands) the admin settled on; it may be redone while the application is pending. */
export const approveDeposit = ({ reference, amount }: { reference: string; amount: number }) =>
  apiRequest<{ success: boolean }>(`${applicationPath(reference)}/deposit`, { method: 'POST', body: { amount } });

export function useApproveDeposit() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: approveDeposit, onSuccess: (_data, { reference }) => reload(reference) });
}
