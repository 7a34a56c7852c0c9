import type { PremiseListResult } from '@protea/shared/schemas/application-record';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Premise = PremiseListResult['premises'][number];

export const getComplexUnits = (complexId: number, signal?: AbortSignal) =>
  apiRequest<PremiseListResult>(`/premises/complexes/${complexId}/units`, { signal });

export const useComplexUnits = (complexId: number | null) =>
  useQuery({
    queryKey: ['premises', 'complexes', complexId, 'units'],
    queryFn: ({ signal }) => getComplexUnits(complexId!, signal),
    enabled: complexId !== null,
  });
