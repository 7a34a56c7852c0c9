import { describe, expect, test } from 'vitest';
import { asksTick, terminationActionsFor } from './termination-actions';

describe('what staff may do with a termination, as the workflow has it', () => {
  test.each([
    ['incomplete', []],
    ['pending', ['approve', 'reject', 'request-info', 'cancel']],
    ['needsinfo', ['approve', 'cancel']],
    ['approved', ['complete', 'cancel']],
    ['completed', ['archive']],
    ['rejected', ['archive']],
    ['cancelled', ['archive']],
    ['archived', []],
  ])('a %s termination offers %j', (status, actions) => {
    expect([...terminationActionsFor(status)].sort()).toEqual([...actions].sort());
  });

  test('approving from needs info waits for the tick that the customer updated; from pending it does not', () => {
    expect(asksTick('approve', 'needsinfo')).toBe(true);
    expect(asksTick('approve', 'pending')).toBe(false);
  });

  test('completing waits for the tick that the whole termination was carried out', () => {
    expect(asksTick('complete', 'approved')).toBe(true);
  });
});
