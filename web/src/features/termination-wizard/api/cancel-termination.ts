import type { TerminationDraft } from '@protea/shared/schemas/termination';
import { apiRequest } from '../../../lib/api-client';

/** The customer withdraws a submitted request while staff have not decided on it. */
export const cancelTermination = async (accountNo: string) =>
  (
    await apiRequest<{ success: true; termination: TerminationDraft }>(
      `/terminations/${encodeURIComponent(accountNo)}/cancel`,
      { method: 'POST' },
    )
  ).termination;
