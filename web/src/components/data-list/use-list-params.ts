import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { type ListDefinition, type ListParams, parseListParams, writeListParams } from './list-params';

/** A list's filters, kept in the address under its namespace (`?tab=applications&apps.status=pending`). */
export function useListParams<S extends string, K extends string>(definition: ListDefinition<S, K>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(definition, searchParams);
  const update = useCallback(
    (patch: Partial<ListParams<S, K>>) =>
      setSearchParams((previous) => writeListParams(definition, previous, patch), { replace: true }),
    [definition, setSearchParams],
  );
  return { params, update };
}
