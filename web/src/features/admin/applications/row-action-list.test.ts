import { describe, expect, test } from 'vitest';
import { rowActionsFor } from './row-action-list';

describe('the buttons of a row in the applications list', () => {
  test.each([
    ['incomplete', []],
    ['pending', ['approve', 'reject']],
    ['needsinfo', []],
    ['approved', ['complete']],
    ['rejected', ['archive']],
    ['completed', ['archive']],
    ['archived', []],
    ['no-such-status', []],
  ])('a %s application offers %j', (status, actions) => {
    expect(rowActionsFor(status)).toEqual(actions);
  });
});
