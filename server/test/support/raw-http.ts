import net from 'node:net';
import type { TestServer } from './test-server.js';

/** What came back for a request written byte for byte. */
export interface RawAnswer {
  /** The answer's status, or null when none arrived. */
  status: number | null;
  /** The answer's body (JSON for our errors). */
  body: string;
  /** Whether every byte of the request was written: a server that stops reading or resets never lets it. */
  wroteAll: boolean;
  /** A reset or broken pipe on the client's side (the answer may be lost with it). */
  socketError: string | null;
}

/** How long a raw request may wait for its answer before the test says none came. */
const ANSWER_DEADLINE_MS = 20_000;

/**
 * Sends exactly these bytes, as a client that writes its whole request before it reads the answer (many do), and
 * reads the answer: its status and body, whether the request could be written to its end and whether the connection
 * was reset. Resolves once the answer is complete and the request written (or the connection closed); a server that
 * answers nothing is reported as `status: null` at the deadline, not waited for forever.
 */
export function sendRaw(
  server: TestServer,
  head: string,
  body: Buffer | string = '',
  options: { endAfterWriting?: boolean } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url('/'));
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let wroteAll = false;
    let socketError: string | null = null;
    const answer = (): RawAnswer => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      return {
        status: status ? Number(status[1]) : null,
        body: end === -1 ? '' : received.subarray(end + 4).toString('utf8'),
        wroteAll,
        socketError,
      };
    };
    const isComplete = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
      return end !== -1 && length !== null && received.length - end - 4 >= Number(length[1]);
    };
    const finish = () => {
      clearTimeout(deadline);
      socket.destroy();
      resolve(answer());
    };
    const deadline = setTimeout(finish, ANSWER_DEADLINE_MS);
    const finishWhenDone = () => {
      if (wroteAll && isComplete()) finish();
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      finishWhenDone();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
    });
    socket.on('close', finish);
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)]), (error) => {
      wroteAll = !error;
      // A body shorter than its Content-Length: the client says it has nothing more to send.
      if (options.endAfterWriting) socket.end();
      finishWhenDone();
    });
  });
}

/** The head of a POST with these headers. */
export function postHead(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
