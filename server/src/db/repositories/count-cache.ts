import type { Database } from '../client.js';
import { type SaBoundaries, saBoundaries } from './sa-time-boundaries.js';

/**
 * Counts over whole lists (the stats calls, the status tabs without a search or date filter) read every case: at a
 * million cases that is a few hundred milliseconds. They are kept here for at most `maxAgeMs` (the spec refreshes the
 * statistics every 60 seconds), refreshed in the background once half as old, and recounted at once after this
 * process changes a case, so staff see their own decisions in the counts immediately. Another process's changes
 * show within `maxAgeMs`. Plans and figures: docs/performance/million-rows.md.
 */
interface Entry {
  value: Promise<unknown>;
  at: number;
  version: number;
  refreshing: boolean;
}

let version = 0;
let maxAgeMs = 60_000;
const entriesOf = new WeakMap<object, Map<string, Entry>>();

/** Every case insert, update and delete calls this (the case repositories), so the next count is exact. */
export function casesChanged(): void {
  version++;
}

/** How old a count may be before it is recounted; 0 counts every time. */
export function setCountCacheMaxAge(ms: number): void {
  maxAgeMs = ms;
}

/**
 * The count under `key`, computed by `count` when absent, older than `maxAgeMs` or counted before a change in this
 * process; between half and full age it is answered from the cache and recounted in the background. Calls that
 * arrive while a count runs share it. A failed count is not kept.
 */
export function cachedCount<T>(db: Database, key: string, count: () => PromiseLike<T>): Promise<T> {
  let entries = entriesOf.get(db);
  if (!entries) {
    entries = new Map();
    entriesOf.set(db, entries);
  }
  const now = Date.now();
  const entry = entries.get(key);
  const age = entry ? now - entry.at : Number.POSITIVE_INFINITY;
  if (entry && entry.version === version && age < maxAgeMs) {
    if (age >= maxAgeMs / 2 && !entry.refreshing) {
      entry.refreshing = true;
      const startedVersion = version;
      Promise.resolve(count()).then(
        (value) => {
          if (entries.get(key) === entry)
            entries.set(key, {
              value: Promise.resolve(value),
              at: Date.now(),
              version: startedVersion,
              refreshing: false,
            });
        },
        () => {
          entry.refreshing = false;
        },
      );
    }
    return entry.value as Promise<T>;
  }
  // A query builder runs each time it is awaited: resolved once here, its rows are what is kept.
  const fresh: Entry = { value: Promise.resolve().then(count), at: now, version, refreshing: false };
  entries.set(key, fresh);
  fresh.value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  return fresh.value as Promise<T>;
}

/** A count that depends on today's Johannesburg boundaries (today, this week, this month): kept per day. */
export function cachedDayCount<T>(db: Database, name: string, count: (boundaries: SaBoundaries) => PromiseLike<T>) {
  const boundaries = saBoundaries();
  return cachedCount(db, `${name} from ${boundaries.today.toISOString()}`, () => count(boundaries));
}
