import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useReloadAfterChange } from '../../api/use-reload-after-change';
import { applicationPath } from './get-application';

export const addNote = ({ id, note }: { id: string; note: string }) =>
  apiRequest<{ success: boolean }>(`${applicationPath(id)}/notes`, { method: 'POST', body: { note } });

export function useAddNote() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: addNote, onSuccess: (_data, { id }) => reload(id) });
}
