import Fastify from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import { registerThrottleGiveBack, requestThrottle } from './request-throttle.js';

/** A store that counts attempts per ticket, and whose give-back fails `failing` times first (a store that is away). */
function countingStore(failing = 0) {
  const taken = new Map<string, readonly string[]>();
  let failuresLeft = failing;
  const store: ThrottleStore = {
    take: async (keys) => {
      const ticket = `t${taken.size + 1}`;
      taken.set(ticket, keys);
      return { allowed: true, ticket };
    },
    giveBack: async (_keys, ticket) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      }
      taken.delete(ticket);
    },
    count: async () => taken.size,
    clear: async () => {},
    close: async () => {},
  };
  return { store, held: () => taken.size };
}

async function appWith(store: ThrottleStore, retryMs: readonly number[]) {
  const app = Fastify();
  app.decorate('deps', { throttle: store } as never);
  registerThrottleGiveBack(app, retryMs);
  app.get('/ok', async (request) => {
    await requestThrottle(request).take(['login:user:a'], 5, 60_000);
    return { ok: true };
  });
  app.get('/refused', async (request, reply) => {
    await requestThrottle(request).take(['login:user:a'], 5, 60_000);
    return reply.code(401).send({ wrong: true });
  });
  app.get('/away', async (request) => {
    await requestThrottle(request).take(['login:user:a'], 5, 60_000);
    throw new Error('the database is away');
  });
  return app;
}

describe('the throttle as a request uses it (issue 40)', () => {
  test('an attempt stays counted when the person was answered (2xx, 4xx), and is given back when the server failed (5xx)', async () => {
    const { store, held } = countingStore();
    const app = await appWith(store, []);
    expect((await app.inject('/ok')).statusCode).toBe(200);
    expect((await app.inject('/refused')).statusCode).toBe(401);
    expect(held()).toBe(2);
    expect((await app.inject('/away')).statusCode).toBe(500);
    await vi.waitFor(() => expect(held()).toBe(2));
    await app.close();
  });

  test('a give-back the store refuses is tried again until it is taken', async () => {
    const { store, held } = countingStore(2);
    const app = await appWith(store, [0, 0, 0]);
    expect((await app.inject('/away')).statusCode).toBe(500);
    await vi.waitFor(() => expect(held()).toBe(0));
    await app.close();
  });
});
