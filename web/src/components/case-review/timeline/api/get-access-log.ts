import type { AccessLogResponse } from '@protea/shared/access-log';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminCaseKind } from '../../case-kind';

/** Who has read a case's personal data (`{case}/access-log`); stale with the case itself, so a reload refreshes it. */
export const useAccessLog = (kind: AdminCaseKind, caseId: string) =>
  useQuery({
    queryKey: [...kind.keys.detail(caseId), 'access-log'],
    queryFn: ({ signal }) => apiRequest<AccessLogResponse>(`${kind.casePath(caseId)}/access-log`, { signal }),
    staleTime: 0,
  });
