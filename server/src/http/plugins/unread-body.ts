import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { ERROR_CODES, type ErrorCode } from '@protea/shared/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate.js';
import { API_SECURITY_HEADERS } from './security-headers.js';

// An answer given before the request's body was read: a 401 or 403 from a hook, a 413 on the length announced, an
// upload refused half-way, a URL too long to parse. Many clients write the whole request before they read a byte of
// the answer. Left unread, the body stops the client mid-write and the answer never reaches it; closed with bytes
// unread, the connection is reset and the client's system throws the answer away. So the rest is read and thrown
// away, within bounds, and the connection stays usable (or, after a request Node could not parse, is closed with a
// FIN once the client has sent all it meant to).

/** How much of a body nobody reads is still read and thrown away before the connection is cut. */
const DISCARD_BYTES = 64 * 1024 * 1024;
/** And for how long. */
const DISCARD_MS = 15_000;

/** Reads and throws away what is left of `stream`, within the bounds; `cut` ends the connection past them. */
function discardRest(stream: Readable, cut: () => void) {
  let left = DISCARD_BYTES;
  const timer = setTimeout(cut, DISCARD_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  stream.once('end', stop);
  stream.once('close', stop);
  stream.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) cut();
  });
  stream.resume();
}

/**
 * An error answered while the request's body is still coming (every early answer is an error, and goes out through
 * sendError): the rest is read, and the connection kept for the next request.
 */
export function discardUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw: IncomingMessage = request.raw;
  if (raw.complete || raw.destroyed) return;
  if (Number(raw.headers['content-length'] ?? 0) > DISCARD_BYTES) return;
  // Node closes a connection answered with `Connection: close` the moment the answer is written, bytes unread or not.
  reply.removeHeader('connection');
  // Whatever was reading it (a multipart parser that gave up) reads no more.
  raw.unpipe();
  raw.removeAllListeners('data');
  discardRest(raw, () => raw.socket?.destroy());
}

/** The answer to a request Node could not parse, in the API's one error shape (in English: no language is known). */
function rawErrorAnswer(code: ErrorCode): string {
  const { status, message } = ERROR_CODES[code];
  const body = JSON.stringify({ error: { code, message: translate('en', message) } });
  const headers = {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${code}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

const clientErrorCode = (error: NodeJS.ErrnoException): ErrorCode => {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  // The request line and headers past Node's limit (16 KB): a URL or cookies far longer than any of ours.
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  return 'bad_request';
};

/**
 * A request Node could not parse (a URL or headers past its limit, a body cut off, a request too slow): answered in
 * the API's error shape and closed with a FIN once the client has sent its request, so the answer is not lost to a
 * reset. A request too slow to arrive is closed at once: waiting for it is what its answer ends.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error);
  if (!socket.writable) return void socket.destroy();
  socket.end(rawErrorAnswer(code));
  if (code === 'request_timeout') return void socket.destroySoon();
  discardRest(socket, () => socket.destroy());
}
