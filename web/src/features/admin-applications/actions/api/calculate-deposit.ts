import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { apiRequest } from '../../../../lib/api-client';

export interface DepositCalculation {
  /** Rands, or null when no rule applies. */
  calculatedDeposit: number | null;
  amountCents: number | null;
  depositNeeded: boolean | null;
  message: string;
}

/** Asks the deposit rules on demand; nothing changes on the server. */
export const useCalculateDeposit = () =>
  useMutation({
    mutationFn: (reference: string) =>
      apiRequest<DepositCalculation>(`${applicationPath(reference)}/calculate-deposit`),
  });
