import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import type { AdminCaseKind, DocumentTarget } from '../../case-kind';

/** An admin's upload to any document of a case, through the kind's upload call. */
export function useUploadAdminDocument(kind: AdminCaseKind) {
  const reload = useReloadAfterChange(kind.keys);
  return useMutation({
    mutationFn: (input: DocumentTarget & { file: File }) => kind.documents.upload(input),
    onSuccess: (_data, { caseId }) => reload(caseId),
  });
}
