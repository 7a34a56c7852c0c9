import { useState } from 'react';
import type { ReferenceQuery } from '../api/get-reference-page';

/** A register's search, filter and page; a new search or filter starts again at page 1. */
export function useReferenceList<S extends string>(initialStatus: S) {
  const [query, setQuery] = useState<ReferenceQuery<S>>({ search: '', status: initialStatus, page: 1 });
  return {
    query,
    setSearch: (search: string) => setQuery((previous) => ({ ...previous, search, page: 1 })),
    setStatus: (status: S) => setQuery((previous) => ({ ...previous, status, page: 1 })),
    setPage: (page: number) => setQuery((previous) => ({ ...previous, page })),
  };
}
