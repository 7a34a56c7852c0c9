import { SmsRejectedError } from './sms-sender.js';

/** A gateway that has not answered by then is taken as down: the message is retried later. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * 4xx answers that say nothing against the message itself: our credentials or credit (401, 403: BulkSMS answers 403
 * when the account is out of credit), a timeout, or too many requests. They are retried like a 5xx, so an operator
 * who mends the key or tops up the account in time loses no message.
 */
const RETRIED_CLIENT_ERRORS = new Set([401, 403, 408, 429]);

export interface GatewayAnswer {
  status: number;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
}

/**
 * POSTs JSON to a gateway. A 5xx, a retried 4xx, a timeout or a broken connection throws a plain Error (the worker
 * retries it); any other 4xx throws SmsRejectedError with the gateway's own words (`describe` picks them from its
 * error body), failing the message at once.
 */
export async function postToGateway(
  name: string,
  url: string,
  headers: Record<string, string>,
  payload: unknown,
  describe: (body: unknown) => string | undefined,
): Promise<GatewayAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (response.ok) return { status: response.status, body };
  const detail = describe(body);
  const message = `${name} answered ${response.status}${detail ? `: ${detail}` : ''}`;
  const isMessageRefused =
    response.status >= 400 && response.status < 500 && !RETRIED_CLIENT_ERRORS.has(response.status);
  throw isMessageRefused ? new SmsRejectedError(message) : new Error(message);
}

/** The first string found under these keys, nested objects searched one level down: error bodies vary by version. */
export function firstText(body: unknown, keys: readonly string[]): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'object' && value !== null) {
      const nested = firstText(value, ['description', 'detail', 'message', 'title']);
      if (nested) return nested;
    }
  }
  return undefined;
}
