import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

export interface RejectApplicationInput {
  reference: string;
  /** A listed reason (the applicant reads it in their language) or the admin's own words. */
  reason: string;
  message?: string;
}

export const rejectApplication = ({ reference, ...body }: RejectApplicationInput) =>
  apiRequest<{ success: boolean }>(`${applicationPath(reference)}/reject`, { method: 'POST', body });

export function useRejectApplication() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: rejectApplication, onSuccess: (_data, { reference }) => reload(reference) });
}
