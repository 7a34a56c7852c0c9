import { describe, expect, test } from 'vitest';
import { hashSessionToken, newSessionToken } from './session-token.js';

describe('session tokens', () => {
  test('are long, random and URL-safe', () => {
    const tokens = new Set(Array.from({ length: 50 }, newSessionToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('are stored as a keyed hash that depends on the secret', () => {
    const token = newSessionToken();
    expect(hashSessionToken('secret-a', token)).toBe(hashSessionToken('secret-a', token));
    expect(hashSessionToken('secret-a', token)).not.toBe(hashSessionToken('secret-b', token));
    expect(hashSessionToken('secret-a', token)).not.toContain(token);
  });
});
