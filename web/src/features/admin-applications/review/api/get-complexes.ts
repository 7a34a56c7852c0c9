import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../lib/admin/admin-keys';
import { apiRequest } from '../../../../lib/api-client';

export interface RegisterComplex {
  ComplexID: number;
  ComplexName: string;
}

export const useComplexes = (enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.complexes,
    queryFn: ({ signal }) => apiRequest<{ complexes: RegisterComplex[] }>('/database/complexes', { signal }),
    select: (data) => data.complexes,
    enabled,
  });
