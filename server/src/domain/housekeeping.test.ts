import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { schedulePasses } from './housekeeping.js';

/** A pass that stays under way until the test ends it. */
function gatedPasses() {
  const ends: Array<(error?: Error) => void> = [];
  let started = 0;
  const run = () => {
    started += 1;
    return new Promise<void>((resolve, reject) => {
      ends.push((error) => (error ? reject(error) : resolve()));
    });
  };
  return {
    run,
    started: () => started,
    endLatest: (error?: Error) => ends.at(-1)?.(error),
  };
}

/** Whether the promise has settled once every pending callback has run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('housekeeping schedule', () => {
  const schedule = { firstAfterMs: 10_000, everyMs: 600_000 };
  let failures: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    failures = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('the first pass waits, then passes run at their interval', async () => {
    const first = gatedPasses();
    const every = gatedPasses();
    const stop = schedulePasses(first.run, every.run, schedule, (err) => failures.push(err));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(first.started()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.started()).toBe(1);
    first.endLatest();

    await vi.advanceTimersByTimeAsync(600_000 - 10_000 - 1);
    expect(every.started()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(every.started()).toBe(1);
    every.endLatest();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(every.started()).toBe(2);
    every.endLatest();

    await stop();
    expect(first.started()).toBe(1);
    expect(failures).toEqual([]);
  });

  test('a pass still under way is not joined by a second one', async () => {
    const first = gatedPasses();
    const every = gatedPasses();
    const stop = schedulePasses(first.run, every.run, schedule, (err) => failures.push(err));

    // The first pass, still under way when the interval comes round, holds it back too.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(first.started()).toBe(1);
    expect(every.started()).toBe(0);
    first.endLatest();

    await vi.advanceTimersByTimeAsync(600_000);
    expect(every.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_200_000);
    expect(every.started()).toBe(1);

    every.endLatest();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(every.started()).toBe(2);
    every.endLatest();
    await stop();
  });

  test('stop waits for the pass under way, and nothing runs after it', async () => {
    const first = gatedPasses();
    const every = gatedPasses();
    const stop = schedulePasses(first.run, every.run, schedule, (err) => failures.push(err));

    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.started()).toBe(1);
    const stopped = stop();
    expect(await isSettled(stopped)).toBe(false);

    first.endLatest();
    expect(await isSettled(stopped)).toBe(true);
    await vi.advanceTimersByTimeAsync(6_000_000);
    expect(every.started()).toBe(0);
  });

  test('stopped before its first pass, it never runs one', async () => {
    const first = gatedPasses();
    const every = gatedPasses();
    const stop = schedulePasses(first.run, every.run, schedule, (err) => failures.push(err));

    await stop();
    await vi.advanceTimersByTimeAsync(6_000_000);
    expect(first.started()).toBe(0);
    expect(every.started()).toBe(0);
  });

  test('a failed pass is reported, and the next one runs as planned', async () => {
    const first = gatedPasses();
    const every = gatedPasses();
    const stop = schedulePasses(first.run, every.run, schedule, (err) => failures.push(err));

    await vi.advanceTimersByTimeAsync(10_000);
    const error = new Error('database went away');
    first.endLatest(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([error]);

    await vi.advanceTimersByTimeAsync(590_000);
    expect(every.started()).toBe(1);
    every.endLatest();
    await stop();
  });
});
