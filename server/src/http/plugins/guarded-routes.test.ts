import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { type Guard, guardedRoutes } from './guarded-routes.js';

const refuseWithout =
  (header: string, status: number): Guard =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers[header]) await reply.code(status).send({ refusedBy: header });
  };

async function appWithGuardedRoutes() {
  const app = Fastify();
  const order: string[] = [];
  await app.register(
    async (api) => {
      api.get('/before', async () => ({ open: true }));
      await guardedRoutes([refuseWithout('x-signed-in', 401), refuseWithout('x-role', 403)], async (guarded) => {
        guarded.get('/guarded', async () => ({ guarded: true }));
        guarded.post(
          '/guarded-with-own',
          {
            preHandler: async () => {
              order.push('own');
            },
          },
          async () => ({ order }),
        );
      })(api);
      api.get('/after', async () => ({ open: true }));
    },
    { prefix: '/api' },
  );
  return app;
}

describe('guardedRoutes', () => {
  test('every route the module declares runs the guards in order; routes declared before or after it do not', async () => {
    const app = await appWithGuardedRoutes();
    const statusOf = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers })).statusCode;

    expect(await statusOf('/api/guarded')).toBe(401);
    expect(await statusOf('/api/guarded', { 'x-role': 'any' })).toBe(401);
    expect(await statusOf('/api/guarded', { 'x-signed-in': 'yes' })).toBe(403);
    expect(await statusOf('/api/guarded', { 'x-signed-in': 'yes', 'x-role': 'any' })).toBe(200);
    expect(await statusOf('/api/before')).toBe(200);
    expect(await statusOf('/api/after')).toBe(200);
    await app.close();
  });

  test("a route's own pre-handler runs after the guards, and not at all when a guard refuses", async () => {
    const app = await appWithGuardedRoutes();
    const refused = await app.inject({ method: 'POST', url: '/api/guarded-with-own' });
    expect(refused.statusCode).toBe(401);
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/guarded-with-own',
      headers: { 'x-signed-in': 'yes', 'x-role': 'any' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ order: ['own'] });
    await app.close();
  });
});
