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
  /** Moves the clock on, then checks how many passes of the kind have started by then. */
  const after = async (ms: number, passes: ReturnType<typeof gatedPasses>, started: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    expect(passes.started()).toBe(started);
  };
  /** The schedule started with two gated kinds of pass: the first one, and the one at each interval. */
  const scheduled = () => {
    const first = gatedPasses();
    const every = gatedPasses();
    const stop = schedulePasses(first.run, every.run, schedule, (err) => failures.push(err));
    return { first, every, stop };
  };

  test('the first pass waits, then passes run at their interval', async () => {
    const { first, every, stop } = scheduled();

    await after(9_999, first, 0);
    await after(1, first, 1);
    first.endLatest();

    await after(600_000 - 10_000 - 1, every, 0);
    await after(1, every, 1);
    every.endLatest();
    await after(600_000, every, 2);
    every.endLatest();

    await stop();
    expect(first.started()).toBe(1);
    expect(failures).toEqual([]);
  });

  test('a pass still under way is not joined by a second one', async () => {
    const { first, every, stop } = scheduled();

    // The first pass, still under way when the interval comes round, holds it back too.
    await after(600_000, first, 1);
    expect(every.started()).toBe(0);
    first.endLatest();

    await after(600_000, every, 1);
    await after(1_200_000, every, 1);

    every.endLatest();
    await after(600_000, every, 2);
    every.endLatest();
    await stop();
  });

  test('stop waits for the pass under way, and nothing runs after it', async () => {
    const { first, every, stop } = scheduled();

    await after(10_000, first, 1);
    const stopped = stop();
    expect(await isSettled(stopped)).toBe(false);

    first.endLatest();
    expect(await isSettled(stopped)).toBe(true);
    await after(6_000_000, every, 0);
  });

  test('stopped before its first pass, it never runs one', async () => {
    const { first, every, stop } = scheduled();

    await stop();
    await after(6_000_000, first, 0);
    expect(every.started()).toBe(0);
  });

  test('a failed pass is reported, and the next one runs as planned', async () => {
    const { first, every, stop } = scheduled();

    await vi.advanceTimersByTimeAsync(10_000);
    const error = new Error('database went away');
    first.endLatest(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([error]);

    await after(590_000, every, 1);
    every.endLatest();
    await stop();
  });
});
