import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../lib/admin/admin-keys';
import { apiRequest } from '../../../../lib/api-client';

export interface RegisterPremise {
  Premise: string;
  Address: string;
}

/** The units of one complex of the premises register; idle until a complex is chosen. */
export const usePremises = (complexId: number | null) =>
  useQuery({
    queryKey: adminKeys.premises(complexId ?? 0),
    queryFn: ({ signal }) => apiRequest<{ premises: RegisterPremise[] }>(`/database/premises/${complexId}`, { signal }),
    select: (data) => data.premises,
    enabled: complexId !== null,
  });
