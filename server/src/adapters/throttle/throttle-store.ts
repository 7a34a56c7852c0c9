export type TakeResult = { allowed: true; ticket: string } | { allowed: false; retryAfterMs: number };

/** Counts events per key in a sliding window; kept outside the process so instances can share it. */
export interface ThrottleStore {
  /**
   * Counts one attempt against every key unless one of them already holds `limit` in the window.
   * Check and count are one atomic step, so parallel requests cannot all slip under the limit.
   */
  take(keys: readonly string[], limit: number, windowMs: number): Promise<TakeResult>;
  /** Takes back the attempts of a ticket (a sign-in that succeeded does not count against anyone). */
  giveBack(keys: readonly string[], ticket: string): Promise<void>;
  count(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
