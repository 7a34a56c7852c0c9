import type { RejectDocumentInput } from '@protea/shared/schemas/document-review';
import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminCaseKind } from '../../case-kind';

interface ReviewTarget {
  caseId: string;
  type: string;
}

/** A document's review under the kind's path: `{casePath}/documents/{type}/approve` or `/reject` (with why). */
function useReview<Input extends ReviewTarget>(kind: AdminCaseKind, decision: 'approve' | 'reject') {
  const reload = useReloadAfterChange(kind.keys);
  return useMutation({
    mutationFn: ({ caseId, type, ...body }: Input) =>
      apiRequest<{ success: boolean }>(`${kind.casePath(caseId)}/documents/${encodeURIComponent(type)}/${decision}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (_data, { caseId }) => reload(caseId),
  });
}

export const useApproveDocument = (kind: AdminCaseKind) => useReview<ReviewTarget>(kind, 'approve');

export const useRejectDocument = (kind: AdminCaseKind) => useReview<ReviewTarget & RejectDocumentInput>(kind, 'reject');
