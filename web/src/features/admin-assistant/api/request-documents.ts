import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useQuery } from '@tanstack/react-query';
import { applicationPath } from '../../../lib/admin/case-paths';
import { apiRequest } from '../../../lib/api-client';

/** The uploaded documents of the application with this reference, for the document quality check's picker. */
export const useRequestDocuments = (reference: string) =>
  useQuery({
    queryKey: ['assistant', 'request-documents', reference],
    queryFn: async ({ signal }) =>
      (await apiRequest<AdminApplicationDetail>(applicationPath(reference), { signal })).documents,
    enabled: reference !== '',
    retry: false,
  });
