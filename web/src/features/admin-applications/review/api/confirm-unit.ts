import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';
import { applicationPath } from './get-application';

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
