/** Counts events per key in a sliding window; kept outside the process so instances can share it. */
export interface ThrottleStore {
  record(key: string, windowMs: number): Promise<void>;
  count(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
