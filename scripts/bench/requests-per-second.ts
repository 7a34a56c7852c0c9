/// <reference path="./autocannon.d.ts" />
import autocannon, { type Result as AutocannonResult } from 'autocannon';
import { TIMEOUTS, withTimeout } from './timeouts.js';

export async function requestsPerSecond(url: string, connections: number, seconds: number): Promise<number> {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: TIMEOUTS.requestMs / 1000,
  });
  const result = await withTimeout(instance, seconds * 1000 + TIMEOUTS.autocannonSlackMs, `autocannon ${url}`, () =>
    instance.stop(),
  );
  assertAllSucceeded(result);
  return result.requests.average;
}

/** Errors or non-2xx answers (e.g. a rate limiter) would make the rate meaningless. */
function assertAllSucceeded(result: AutocannonResult): void {
  if (result.errors === 0 && result.non2xx === 0 && result.requests.total > 0) return;
  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, stats]) => `${status}: ${stats.count}`)
    .join(', ');
  throw new Error(
    `${result.url}: ${result.requests.total} responses, ${result.errors} errors (${result.timeouts} timeouts), ` +
      `${result.non2xx} non-2xx [${statuses}]`,
  );
}
