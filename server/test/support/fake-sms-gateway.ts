import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface GatewayAnswer {
  status: number;
  body?: unknown;
  /** Answers only once this settles: a gateway that holds the request for as long as the test says. */
  heldUntil?: Promise<unknown>;
}

/**
 * A local stand-in for an SMS gateway: it records every request and answers with what `answer` returns, so each test
 * plays the provider's documented answers (and its failures) without any network beyond 127.0.0.1.
 */
export function fakeSmsGateway(answer: (request: GatewayRequest, index: number) => GatewayAnswer) {
  const received: GatewayRequest[] = [];
  let answerOf = answer;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      const recorded: GatewayRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      received.push(recorded);
      const { status, body, heldUntil } = answerOf(recorded, received.length - 1);
      const answer = () => {
        response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      };
      if (heldUntil) void heldUntil.finally(answer);
      else answer();
    });
  });
  return {
    received,
    /** Answers every later request this way. */
    answerWith(next: (request: GatewayRequest, index: number) => GatewayAnswer) {
      answerOf = next;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
