import { describe, expect, test } from 'vitest';
import { isUnavailableDependency } from './unavailable-dependency.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('what counts as a service that is away (503), not a bug (500)', () => {
  test('refused, reset and timed-out connections, however deeply wrapped', () => {
    expect(isUnavailableDependency(withCode('ECONNREFUSED'))).toBe(true);
    // A dual-stack connect that failed on both addresses.
    expect(isUnavailableDependency(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(
      true,
    );
    // drizzle-orm's DrizzleQueryError keeps the driver's error as its cause.
    expect(isUnavailableDependency(new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isUnavailableDependency(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
  });

  test("PostgreSQL's own words for a server that is away or full, and node-postgres's for a lost connection", () => {
    for (const sqlstate of ['57P01', '57P03', '08006', '08001', '53300']) {
      expect(isUnavailableDependency(withCode(sqlstate)), sqlstate).toBe(true);
    }
    expect(isUnavailableDependency(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableDependency(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  test('an S3-compatible store that answers 5xx', () => {
    const slowDown = Object.assign(new Error('Slow Down'), { $metadata: { httpStatusCode: 503 } });
    const denied = Object.assign(new Error('Access Denied'), { $metadata: { httpStatusCode: 403 } });
    expect(isUnavailableDependency(slowDown)).toBe(true);
    expect(isUnavailableDependency(denied)).toBe(false);
  });

  test('our own mistakes and refusals of the data stay what they are', () => {
    expect(isUnavailableDependency(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isUnavailableDependency(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isUnavailableDependency(withCode('ENOENT'))).toBe(false);
    expect(isUnavailableDependency(null)).toBe(false);
    expect(isUnavailableDependency('ECONNREFUSED')).toBe(false);
  });
});
