import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

export interface ConfirmComplexInput {
  id: string;
  complexId: number;
  complexName?: string;
}

export const confirmComplex = ({ id, ...body }: ConfirmComplexInput) =>
  apiRequest<{ success: boolean }>(`${applicationPath(id)}/complex`, { method: 'PUT', body });

export function useConfirmComplex() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: confirmComplex, onSuccess: (_data, { id }) => reload(id) });
}
