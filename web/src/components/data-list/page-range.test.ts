import { describe, expect, test } from 'vitest';
import { pageRange } from './page-range';

describe('"Showing a-b of n"', () => {
  test('a middle page shows its own rows', () => {
    expect(pageRange(2, 25, 340)).toEqual({ first: 26, last: 50, lastPage: 14 });
  });

  test('the last page ends at the total', () => {
    expect(pageRange(14, 25, 340)).toEqual({ first: 326, last: 340, lastPage: 14 });
  });

  test('an empty list is one page showing nothing', () => {
    expect(pageRange(1, 25, 0)).toEqual({ first: 0, last: 0, lastPage: 1 });
  });
});
