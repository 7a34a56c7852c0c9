import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The throttle attempts this request took, given back when it fails on the server's side. */
    throttleTickets?: Array<{ keys: readonly string[]; ticket: string }>;
  }
}

/**
 * The throttle as one request uses it: every attempt it takes is noted on the request, and a request that ends in a 5xx
 * (a database, Redis or storage away, or our own bug) gives its attempts back. An outage never counts against a person:
 * a right password refused with 503 is not a wrong one, and a lookup that failed is not one of the minute's lookups.
 */
export function requestThrottle(request: FastifyRequest): ThrottleStore {
  const store = request.server.deps.throttle;
  return {
    async take(keys, limit, windowMs) {
      const taken = await store.take(keys, limit, windowMs);
      if (taken.allowed) request.throttleTickets = [...(request.throttleTickets ?? []), { keys, ticket: taken.ticket }];
      return taken;
    },
    giveBack: (keys, ticket) => store.giveBack(keys, ticket),
    count: (key, windowMs) => store.count(key, windowMs),
    clear: (key) => store.clear(key),
    close: () => store.close(),
  };
}

/**
 * Waits between tries to give an attempt back while the store itself is away (the database store during a database
 * outage): the last comes well within the sign-in window of 15 minutes.
 */
export const GIVE_BACK_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000, 300_000] as const;

/** Gives back, after the answer is sent, the attempts of every request that failed on the server's side. */
export function registerThrottleGiveBack(app: FastifyInstance, retryMs: readonly number[] = GIVE_BACK_RETRY_MS) {
  app.addHook('onResponse', (request, reply, done) => {
    const tickets = request.throttleTickets;
    if (tickets && reply.statusCode >= 500) {
      for (const { keys, ticket } of tickets) {
        giveBackUntilDone(request.server.deps.throttle, keys, ticket, retryMs, (err) =>
          request.log.warn({ err }, 'a throttle attempt could not be given back'),
        );
      }
    }
    done();
  });
}

function giveBackUntilDone(
  store: ThrottleStore,
  keys: readonly string[],
  ticket: string,
  retryMs: readonly number[],
  onGiveUp: (error: unknown) => void,
  attempt = 0,
) {
  store.giveBack(keys, ticket).catch((error: unknown) => {
    const wait = retryMs[attempt];
    if (wait === undefined) return onGiveUp(error);
    setTimeout(() => giveBackUntilDone(store, keys, ticket, retryMs, onGiveUp, attempt + 1), wait).unref();
  });
}
