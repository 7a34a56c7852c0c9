import type { ComplexSearchResult } from '@protea/shared/schemas/application-record';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const COMPLEX_SEARCH_MIN_LENGTH = 2;

export type Complex = ComplexSearchResult['complexes'][number];

export const searchComplexes = (search: string, signal?: AbortSignal) =>
  apiRequest<ComplexSearchResult>(`/premises/complexes?${new URLSearchParams({ search })}`, { signal });

export const useComplexSearch = (search: string) =>
  useQuery({
    queryKey: ['premises', 'complexes', search],
    queryFn: ({ signal }) => searchComplexes(search, signal),
    enabled: search.length >= COMPLEX_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
