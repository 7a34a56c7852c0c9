import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { applicationPath } from '../../review/api/get-application';

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
