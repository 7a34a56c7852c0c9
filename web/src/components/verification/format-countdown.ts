/** Seconds as minutes and seconds, the way a countdown reads: 75 is 1:15. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
