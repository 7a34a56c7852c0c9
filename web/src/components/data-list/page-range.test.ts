import { describe, expect, test } from 'vitest';
import { openEndedRange, pageRange } from './page-range';

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

describe('"Showing a-b of more than n"', () => {
  test('a full page says its rows and the lower bound, and lets the next page be asked for', () => {
    expect(openEndedRange(3, 50, 501, 50)).toEqual({ first: 101, last: 150, moreThan: 500, hasNext: true });
  });

  test('a page that is not full is the last', () => {
    expect(openEndedRange(12, 50, 501, 7)).toEqual({ first: 551, last: 557, moreThan: 500, hasNext: false });
  });
});
