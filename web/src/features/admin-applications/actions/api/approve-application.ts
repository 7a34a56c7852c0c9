import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

export interface ApproveApplicationInput {
  reference: string;
  depositAmount: number;
  depositNeeded: boolean;
  /** An administrator's reason to approve despite missing or rejected documents. */
  overrideReason?: string;
}

export const approveApplication = ({ reference, ...body }: ApproveApplicationInput) =>
  apiRequest<{ success: boolean; message?: string }>(`${applicationPath(reference)}/approve`, {
    method: 'POST',
    body,
  });

export function useApproveApplication() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: approveApplication, onSuccess: (_data, { reference }) => reload(reference) });
}
