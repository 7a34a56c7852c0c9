import type { messageApplicantSchema } from '@protea/shared/schemas/admin-application-detail';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useReloadAfterChange } from '../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../lib/api-client';

export type MessageApplicantInput = z.input<typeof messageApplicantSchema>;

export const messageApplicant = ({ id, ...body }: MessageApplicantInput & { id: string }) =>
  apiRequest<{ success: boolean }>(`/admin/applications/${encodeURIComponent(id)}/message`, { method: 'POST', body });

export function useMessageApplicant() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: messageApplicant, onSuccess: (_data, { id }) => reload(id) });
}
