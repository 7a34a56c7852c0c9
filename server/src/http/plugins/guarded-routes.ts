import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A check that runs before a route's handler and throws (401, 403) to refuse the request. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route modules whose every route runs `guards` first (sign-in, then role), before any pre-handler of the route's
 * own. The routes are declared on the caller's instance, not in a plugin of their own: Fastify gives each plugin its
 * own Request and Reply classes, and the more of them reach its shared code the slower every answer is, the page and
 * health included (issue 12). Fastify runs onRoute hooks as each route is declared, so the hook adds the guards to
 * exactly the routes `routes` declares, and to none declared after it. A plugin `routes` registers must be awaited
 * inside it: routes declared once it has returned get no guard.
 */
export function guardedRoutes(guards: readonly Guard[], routes: (app: FastifyInstance) => Promise<void>) {
  return async (app: FastifyInstance) => {
    let declaring = true;
    app.addHook('onRoute', (route) => {
      if (declaring) route.preHandler = [...guards, ...[route.preHandler ?? []].flat()];
    });
    try {
      await routes(app);
    } finally {
      declaring = false;
    }
  };
}
