import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

/** `message` is an option key of spec 2 (the server words it) or the admin's own text. */
export const requestInfo = ({ reference, message }: { reference: string; message: string }) =>
  apiRequest<{ success: boolean }>(`${applicationPath(reference)}/request-info`, { method: 'POST', body: { message } });

export function useRequestInfo() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: requestInfo, onSuccess: (_data, { reference }) => reload(reference) });
}
