import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

export interface ConfirmUnitInput {
  id: string;
  premise: string;
  address?: string;
}

export const confirmUnit = ({ id, ...body }: ConfirmUnitInput) =>
  apiRequest<{ success: boolean }>(`${applicationPath(id)}/unit`, { method: 'PUT', body });

export function useConfirmUnit() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: confirmUnit, onSuccess: (_data, { id }) => reload(id) });
}
