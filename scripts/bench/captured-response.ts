import type { BareRoute } from './bare-server.js';
import { TIMEOUTS } from './timeouts.js';

export interface CapturedResponse {
  path: string;
  contentType: string;
  body: Buffer;
  /** The other header lines the real server sent, less those node:http writes itself (date, length, connection). */
  headers: Array<[string, string]>;
}

/** Written by node:http on every answer, the bare server's as well. */
const NODE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
]);

export async function captureResponse(origin: string, urlPath: string): Promise<CapturedResponse> {
  const response = await fetch(origin + urlPath, {
    // The exact bytes on the wire, not a transparently decompressed body.
    headers: { 'accept-encoding': 'identity' },
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUTS.requestMs),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(`GET ${urlPath} answered ${response.status} ${body.toString('utf8', 0, 120)}`);
  }
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error(`GET ${urlPath} has no content-type`);
  const headers = [...response.headers].filter(([name]) => !NODE_HEADERS.has(name));
  return { path: urlPath, contentType, body, headers };
}

/** The route for the bare server; with `withHeaders`, answered with the real server's header lines too. */
export function toBareRoute(response: CapturedResponse, withHeaders = false): BareRoute {
  return {
    path: response.path,
    contentType: response.contentType,
    bodyBase64: response.body.toString('base64'),
    headers: withHeaders ? response.headers : [],
  };
}

export async function assertSameResponse(origin: string, expected: CapturedResponse): Promise<void> {
  const got = await captureResponse(origin, expected.path);
  if (got.contentType !== expected.contentType || !got.body.equals(expected.body)) {
    throw new Error(`the bare server does not answer ${expected.path} like the real server`);
  }
}
