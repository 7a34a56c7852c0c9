import { useEffect, useState } from 'react';

/** Whole seconds left until `targetMs` (0 when passed or null), updated every second. */
export function useCountdown(targetMs: number | null): number {
  const secondsLeft = () => (targetMs === null ? 0 : Math.max(0, Math.ceil((targetMs - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(secondsLeft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: secondsLeft only reads targetMs
  useEffect(() => {
    setSeconds(secondsLeft());
    if (targetMs === null) return;
    const timer = window.setInterval(() => {
      const left = secondsLeft();
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [targetMs]);
  return seconds;
}
