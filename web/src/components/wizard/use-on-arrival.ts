import { useEffect, useRef } from 'react';

/**
 * Runs `arrive` once when the step is entered, also under React's development double effects (a second code request
 * would only hit the server's cooldown).
 */
export function useOnArrival(arrive: () => void) {
  const hasArrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on entering the step
  useEffect(() => {
    if (hasArrived.current) return;
    hasArrived.current = true;
    arrive();
  }, []);
}
