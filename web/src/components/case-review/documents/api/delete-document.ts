import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import type { AdminCaseKind, DocumentTarget } from '../../case-kind';

/** A stored path may come back; the delete calls want its last segment (spec 2 section 5, spec 3 section 7). */
export const storedFileName = (fileName: string) => fileName.split('/').pop() ?? '';

export function useDeleteDocument(kind: AdminCaseKind) {
  const reload = useReloadAfterChange(kind.keys);
  return useMutation({
    mutationFn: (input: DocumentTarget & { fileName: string }) =>
      kind.documents.remove({ ...input, fileName: storedFileName(input.fileName) }),
    onSuccess: (_data, { caseId }) => reload(caseId),
  });
}
