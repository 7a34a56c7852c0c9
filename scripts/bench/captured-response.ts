import type { BareRoute } from './bare-server.js';
import { TIMEOUTS } from './timeouts.js';

export interface CapturedResponse {
  path: string;
  contentType: string;
  body: Buffer;
}

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
  return { path: urlPath, contentType, body };
}

export function toBareRoute(response: CapturedResponse): BareRoute {
  return { path: response.path, contentType: response.contentType, bodyBase64: response.body.toString('base64') };
}

export async function assertSameResponse(origin: string, expected: CapturedResponse): Promise<void> {
  const got = await captureResponse(origin, expected.path);
  if (got.contentType !== expected.contentType || !got.body.equals(expected.body)) {
    throw new Error(`the bare server does not answer ${expected.path} like the real server`);
  }
}
