import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildEmailSender } from '../adapters/email/build-email-sender.js';
import { buildSmsSender } from '../adapters/sms/build-sms-sender.js';
import { createFileStorage } from '../adapters/storage/file-storage.js';
import { knownStoredNames } from '../db/repositories/document-repository.js';
import { startHousekeeping } from '../domain/housekeeping.js';
import { createNotificationWorker } from '../domain/notifications/notification-worker.js';
import { pickLanguage } from '../i18n/translate.js';
import { apiRoutes } from './api-routes.js';
import { registerErrorHandler, sendError } from './plugins/error-handler.js';
import { findInputProblem } from './plugins/input-guard.js';
import { logSerializers } from './plugins/log-serializers.js';
import { registerSameOriginCheck } from './plugins/same-origin.js';
import type { AppDeps, Services } from './types.js';
import { isApiPath, registerWebApp } from './web-app.js';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** How often each process looks for due messages, besides the nudge after every change. */
const NOTIFICATION_POLL_MS = 5000;
/** Staged or unnamed files younger than this may belong to an upload another process has in flight. */
const SWEEP_AFTER_MS = 10 * 60 * 1000;

export async function buildApp(deps: AppDeps, services: Partial<Services> = {}): Promise<FastifyInstance> {
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
    // Forwarded headers are believed only from the proxies named in TRUST_PROXY.
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((part) => part.trim()) : false,
    return503OnClosing: true,
    // A URL that cannot be decoded is the client's mistake; answer it in the one error shape.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'bad_request'),
  });

  const sms = services.sms ?? buildSmsSender(config, app.log);
  const email = services.email ?? buildEmailSender(config, app.log);
  const notifier = createNotificationWorker({
    db: deps.database.db,
    sms,
    email,
    log: app.log,
    retryDelaysMs: config.NOTIFICATION_RETRY_SECONDS,
    pollMs: NOTIFICATION_POLL_MS,
  });
  app.decorate('deps', {
    ...deps,
    sms,
    email,
    storage: services.storage ?? createFileStorage(config.dataDir),
    notifier,
  });
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request, reply) => {
    request.language = pickLanguage(request.headers['x-language'], request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });
  const stopHousekeeping = startHousekeeping(deps.database.db, app.log);
  app.addHook('onReady', async () => {
    // What a crash left behind: files staged but never moved into place, files no document names.
    const swept = await app.deps.storage.sweep((names) => knownStoredNames(deps.database.db, names), SWEEP_AFTER_MS);
    if (swept.completed + swept.removed > 0) app.log.warn(swept, 'uploads tidied after an unclean stop');
    notifier.start();
  });
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await notifier.stop();
    await deps.throttle.close();
    await deps.database.close();
  });

  // The routes as registered (method and path), for the docs and the fuzz test that visits every one.
  const routeList: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(fastifyHelmet, {
    // A fresh nonce per response (added to script-src and style-src): the web app's index.html hands the
    // style nonce to the <style> elements its libraries inject (Radix's scroll lock), without 'unsafe-inline'.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  registerSameOriginCheck(app, config.PUBLIC_URL);
  // Text no database can store, and bodies nested deeper than any real one, are refused before any route sees them.
  app.addHook('preValidation', async (request, reply) => {
    const problem = findInputProblem(request.params, request.query, request.body);
    if (problem?.kind === 'too_deep') return sendError(request, reply, 'bad_request');
    if (problem) {
      return sendError(request, reply, 'validation_failed', {
        fields: { [problem.path]: ['validation.invalidCharacters'] },
      });
    }
  });
  // Answers of the API may carry personal data: no cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url, config.BASE_PATH) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  // One set of handlers, mounted under both prefixes the clients use.
  await app.register(apiRoutes, { prefix: `${config.BASE_PATH}/api` });
  await app.register(apiRoutes, { prefix: '/api' });
  await registerWebApp(app, config.BASE_PATH, deps.webDist);
  return app;
}
