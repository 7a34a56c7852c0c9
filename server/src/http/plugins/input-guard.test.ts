import { describe, expect, test } from 'vitest';
import { findInputProblem } from './input-guard.js';

describe('input nobody can store', () => {
  test('a lone surrogate or a NUL anywhere, in a value or a key, is found with its path', () => {
    expect(findInputProblem({ a: { b: ['ok', 'bad\ud800'] } })).toEqual({ kind: 'unstorable', path: 'a.b.1' });
    expect(findInputProblem(undefined, { q: 'x\u0000' })).toEqual({ kind: 'unstorable', path: 'q' });
    expect(findInputProblem({ 'k\udfff': 1 })).toEqual({ kind: 'unstorable', path: '_' });
  });

  test('well-formed text, emoji and every script pass', () => {
    expect(findInputProblem({ name: 'Ntombizodwa Ngcobo-Müller 😀 Ŝ', list: [1, null, true] })).toBeNull();
  });

  test('nesting deeper than any real body is refused without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let index = 0; index < 100_000; index++) deep = [deep];
    expect(findInputProblem(deep)).toEqual({ kind: 'too_deep' });
  });
});
