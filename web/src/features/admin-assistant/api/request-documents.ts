import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useQuery } from '@tanstack/react-query';
import { applicationPath } from '../../../lib/admin/case-paths';
import { apiRequest } from '../../../lib/api-client';

/** A `TM-` reference names a termination; anything else is looked up as an application. */
export const isTerminationReference = (reference: string) => reference.startsWith('TM-');

const detailPath = (reference: string) =>
  isTerminationReference(reference)
    ? `/admin/terminations/${encodeURIComponent(reference)}`
    : applicationPath(reference);

/** The uploaded documents of the request (application or termination) with this reference, for the quality picker. */
export const useRequestDocuments = (reference: string) =>
  useQuery({
    queryKey: ['assistant', 'request-documents', reference],
    // Both kinds' details list their documents in the same shape.
    queryFn: async ({ signal }) =>
      (await apiRequest<Pick<AdminApplicationDetail, 'documents'>>(detailPath(reference), { signal })).documents,
    enabled: reference !== '',
    retry: false,
  });
