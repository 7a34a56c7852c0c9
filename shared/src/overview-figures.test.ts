import { describe, expect, test } from 'vitest';
import { completionRate, percentOf, STATUS_BARS } from './overview-figures.js';

describe('overview figures (docs/overview-figures.md)', () => {
  test('the completion rate is completed over total, rounded; archived requests are not completed', () => {
    expect(completionRate({ completed: 2, total: 8 })).toBe(25);
    expect(completionRate({ completed: 1, total: 3 })).toBe(33);
    expect(completionRate({ completed: 2, total: 3 })).toBe(67);
  });

  test('nothing to divide is 0 %, not a division by zero', () => {
    expect(completionRate({ completed: 0, total: 0 })).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });

  test('the bars add up the statuses the spec names, each status once', () => {
    expect(STATUS_BARS.map((bar) => [bar.key, [...bar.statuses]])).toEqual([
      ['waiting', ['incomplete', 'needsinfo']],
      ['pending', ['pending']],
      ['completed', ['completed']],
    ]);
  });
});
