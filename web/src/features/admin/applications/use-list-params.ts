import { useSearchParams } from 'wouter';
import { DEFAULT_LIST_PARAMS, type ListParams, parseListParams, URL_NAMES } from './list-params';

/** The list's filters live in the address (`?tab=applications&status=pending&search=...`). */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(searchParams);

  /** Changes some filters; any change but the page itself starts again at page 1. */
  const update = (patch: Partial<ListParams>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch) as [keyof ListParams, ListParams[keyof ListParams]][]) {
          const name = URL_NAMES[key];
          if (value === DEFAULT_LIST_PARAMS[key] || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in patch)) next.delete(URL_NAMES.page);
        return next;
      },
      { replace: true },
    );

  return { params, update };
}
