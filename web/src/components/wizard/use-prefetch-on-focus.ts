import { type RefObject, useEffect } from 'react';

/**
 * Fetches a wizard's later steps once the customer starts on the first (the first focus inside `area`), so they are
 * there when Continue is pressed. The module is fetched once; a failure is retried when a step needs it.
 */
export function usePrefetchOnFocus(area: RefObject<HTMLElement | null>, load: () => Promise<unknown>): void {
  useEffect(() => {
    const element = area.current;
    const prefetch = () => void load().catch(() => undefined);
    element?.addEventListener('focusin', prefetch, { once: true });
    return () => element?.removeEventListener('focusin', prefetch);
  }, [area, load]);
}
