/**
 * Whether an error says that a service the portal depends on (PostgreSQL, Redis, S3, the SMS gateway) could not be
 * reached or did not answer in time, rather than that our code is wrong. The one place that knows what such failures
 * look like: the error handler answers them 503 with Retry-After (docs/operations.md), and a throttle attempt taken by a
 * request that failed so is given back (http/plugins/request-throttle.ts).
 */
export function isUnavailableDependency(error: unknown): boolean {
  return causesOf(error).some(isOutageCause);
}

/** Node's socket errors: refused, reset, cut, unreachable, not resolved, timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is away or full: class 08 (connection exception), 57P01-57P03 (shut down,
 * crashed, not accepting connections yet), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** What node-postgres, pg-pool and ioredis say when their connection is gone or never came. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Connection is closed/,
  /^Reached the max retries per request limit/,
  /^Stream isn't writeable/,
];

function isOutageCause(error: object): boolean {
  const { code, name, message, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  // An AbortSignal.timeout() that fired (a gateway or storage that did not answer in time).
  if (name === 'TimeoutError') return true;
  // An S3-compatible store that answered 5xx (503 Slow Down, 500 InternalError): the store is in trouble, not us.
  if ($metadata && typeof $metadata.httpStatusCode === 'number' && $metadata.httpStatusCode >= 500) return true;
  return typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/** The error, its causes and, for an AggregateError (a refused dual-stack connect), each error it holds. */
function causesOf(error: unknown, depth = 0): object[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const found: object[] = [error];
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  found.push(...causesOf(cause, depth + 1));
  if (Array.isArray(errors)) for (const inner of errors) found.push(...causesOf(inner, depth + 1));
  return found;
}
