import type { DepositRulesAnswer, DepositRulesInput } from '@protea/shared/schemas/reference-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

const PATH = '/admin/reference/deposit-rules';

export const useDepositRules = () =>
  useQuery({
    queryKey: referenceKeys.depositRules,
    queryFn: ({ signal }) => apiRequest<DepositRulesAnswer>(PATH, { signal }),
  });

/** The answer is the rules as they now stand: the screen shows it at once. */
export function useSetDepositRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DepositRulesInput) => apiRequest<DepositRulesAnswer>(PATH, { method: 'PUT', body: input }),
    onSuccess: (answer) => queryClient.setQueryData(referenceKeys.depositRules, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: referenceKeys.depositRules }),
  });
}
