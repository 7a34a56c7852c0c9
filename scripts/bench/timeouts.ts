export const TIMEOUTS = {
  serverStartMs: 60_000,
  healthPollMs: 250,
  requestMs: 5_000,
  childExitMs: 5_000,
  childKillMs: 2_000,
  autocannonSlackMs: 30_000,
} as const;

export async function withTimeout<T>(
  work: PromiseLike<T>,
  ms: number,
  what: string,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${what} did not finish within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return withTimeout(work, ms, 'wait').then(
    () => true,
    () => false,
  );
}
