import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../lib/admin/admin-keys';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { apiRequest } from '../../../../lib/api-client';

export const useApplication = (id: string) =>
  useQuery({
    queryKey: adminKeys.application(id),
    queryFn: ({ signal }) => apiRequest<AdminApplicationDetail>(applicationPath(id), { signal }),
    // The applicant may have changed it since it was last looked at: every opening reads it afresh.
    staleTime: 0,
  });
