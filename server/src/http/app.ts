import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { recountFigures } from '../domain/cases/overview-figures.js';
import { sweepUploads } from '../domain/housekeeping.js';
import { pickLanguage } from '../i18n/translate.js';
import { apiRoutes } from './api-routes.js';
import { startOpsListeners } from './ops-listeners.js';
import { registerCookies } from './plugins/cookies.js';
import { registerErrorHandler, sendError } from './plugins/error-handler.js';
import { findInputProblem } from './plugins/input-guard.js';
import { LazyRequestLogger } from './plugins/lazy-request-logger.js';
import { logSerializers } from './plugins/log-serializers.js';
import { registerThrottleGiveBack } from './plugins/request-throttle.js';
import { registerSameOriginCheck } from './plugins/same-origin.js';
import { API_SECURITY_HEADERS, HSTS_HEADER, SECURITY_HEADERS } from './plugins/security-headers.js';
import { answerClientError } from './plugins/unread-body.js';
import { siteConfigOf } from './routes/site-config.js';
import type { AppDeps, Services } from './types.js';
import { isApiPath, registerWebApp } from './web-app.js';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** How long an idle keep-alive connection stays open (Fastify's default). */
const KEEP_ALIVE_MS = 72_000;

/** Requests slower than this are logged even when they succeed. */
const SLOW_REQUEST_MS = 1000;

/** The Fastify app over the adapters and workers the composition root built (create-server.ts, services.ts). */
export async function buildApp(
  deps: AppDeps,
  servicesFor: (log: FastifyBaseLogger) => Services,
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: logSerializers,
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    // A request that never ends (a slow client, or one holding connections open on purpose) is answered 408 and its
    // connection closed. Node checks the open requests every connectionsCheckingInterval (30 s by default), which only
    // its constructor takes: a quarter of the limit when that is shorter, so a short limit holds too. Fastify's own
    // keep-alive (72 s, longer than a load balancer's 60 s idle time) is kept.
    serverFactory: (handler) =>
      createHttpServer(
        {
          requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
          connectionsCheckingInterval: Math.min(30_000, config.REQUEST_TIMEOUT_SECONDS * 250),
          keepAliveTimeout: KEEP_ALIVE_MS,
        },
        handler,
      ),
    // A request's child logger (with its id) is made only when it writes a line, which most never do.
    childLoggerFactory: (logger, bindings, options) => new LazyRequestLogger(logger, bindings, options),
    // Fastify's two lines per request cost more than the smallest answers; the onResponse hook logs what matters.
    logController: new LogController({ disableRequestLogging: true }),
    // Forwarded headers are believed only from the proxies named in TRUST_PROXY.
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((part) => part.trim()) : false,
    return503OnClosing: true,
    // The clients use two prefixes, /api and BASE_PATH/api; one set of routes serves both (half the routes and plugin
    // contexts of mounting them twice).
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') ? `${config.BASE_PATH}${url}` : url;
    },
    // A URL that cannot be decoded is the client's mistake; answer it in the one error shape.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'bad_request'),
    // And a request Node could not parse at all (a URL past its 16 KB, a body cut off): the same shape, no reset.
    clientErrorHandler: answerClientError,
  });

  // PUBLIC_URL on https says the portal is reached only over HTTPS, whether or not its proxy says so on each request.
  const publicOverHttps = config.PUBLIC_URL !== undefined && new URL(config.PUBLIC_URL).protocol === 'https:';
  const { startHousekeeping, ...services } = servicesFor(app.log);
  const { notifier, metrics } = services;
  app.decorate('deps', { ...deps, ...services });
  app.decorateRequest('language', 'en');
  // Hooks take callbacks, not promises: on the smallest answers the promise of each hook was a measurable share.
  app.addHook('onRequest', (request, reply, done) => {
    request.language = pickLanguage(request.headers['x-language'], request.headers['accept-language']);
    reply.headers(isApiPath(request.url, config.BASE_PATH) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    if (publicOverHttps || request.protocol === 'https') reply.header(HSTS_HEADER.name, HSTS_HEADER.value);
    done();
  });
  // One log line per request only when it failed on our side or was slow (the request id ties it to the client's).
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    // The route's pattern, never the URL (references, codes); a URL no route matched counts as one.
    metrics?.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, elapsed / 1000);
    if (reply.statusCode >= 500 || elapsed >= SLOW_REQUEST_MS) {
      request.log.warn({ req: request, res: reply, responseTime: Math.round(elapsed) }, 'request completed');
    }
    done();
  });
  const stopHousekeeping = startHousekeeping();
  let opsListeners: Array<{ close(): Promise<void> }> = [];
  app.addHook('onReady', async () => {
    // What a crash left behind (files staged but never moved into place, files no document names), before serving.
    await sweepUploads(
      { db: deps.database.db, storage: app.deps.storage },
      config.UPLOAD_SWEEP_AGE_MINUTES * 60_000,
      app.log,
    );
    notifier.start();
    opsListeners = await startOpsListeners(app, metrics);
  });
  app.addHook('onClose', async () => {
    await Promise.all(opsListeners.map((listener) => listener.close()));
    await stopHousekeeping();
    await notifier.stop();
    await services.throttle.close();
    await deps.database.close();
  });

  // The routes as registered (method and path), for the docs and the fuzz test that visits every one.
  const routeList: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);

  registerErrorHandler(app);
  registerCookies(app);
  // What only the API needs runs only for its routes: the pages and files are GETs that read no input and change
  // nothing, and every hook a page passes through is a share of serving it (issue 12). One context for the hooks and
  // the routes: each context is one more Request and Reply class for Fastify's shared code (api-routes.ts).
  await app.register(
    async (api) => {
      registerSameOriginCheck(api, config.PUBLIC_URL);
      registerThrottleGiveBack(api);
      // Text no database can store, and bodies nested deeper than any real one, are refused before any route sees them.
      api.addHook('preValidation', (request, reply, done) => {
        const problem = findInputProblem(request.params, request.query, request.body);
        // Answered here: the request goes no further (a callback hook that replies does not call done).
        if (problem?.kind === 'too_deep') return void sendError(request, reply, 'bad_request');
        if (problem) {
          return void sendError(request, reply, 'validation_failed', {
            fields: { [problem.path]: ['validation.invalidCharacters'] },
          });
        }
        done();
      });
      // Answers of the API may carry personal data: no cache keeps them unless a route says otherwise.
      api.addHook('onSend', (request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        // A change has committed by the time its answer goes out: the next count in this process counts again.
        if (request.method !== 'GET' && request.method !== 'HEAD') recountFigures();
        done(null, payload);
      });
      await apiRoutes(api);
    },
    { prefix: `${config.BASE_PATH}/api` },
  );
  await registerWebApp(app, config.BASE_PATH, deps.webDist, siteConfigOf(deps));
  return app;
}
