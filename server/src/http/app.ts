import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildEmailSender } from '../adapters/email/build-email-sender.js';
import { buildSmsSender } from '../adapters/sms/build-sms-sender.js';
import { createFileStorage } from '../adapters/storage/file-storage.js';
import { startHousekeeping } from '../domain/housekeeping.js';
import { pickLanguage } from '../i18n/translate.js';
import { apiRoutes } from './api-routes.js';
import { registerErrorHandler, sendError } from './plugins/error-handler.js';
import { registerSameOriginCheck } from './plugins/same-origin.js';
import type { AppDeps, Services } from './types.js';
import { registerWebApp } from './web-app.js';

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps, services: Partial<Services> = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    return503OnClosing: true,
    // A URL that cannot be decoded is the client's mistake; answer it in the one error shape.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 400, 'bad_request', 'errors.badRequest'),
  });

  app.decorate('deps', {
    ...deps,
    sms: services.sms ?? buildSmsSender(config, app.log),
    email: services.email ?? buildEmailSender(config, app.log),
    storage: services.storage ?? createFileStorage(config.dataDir),
  });
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request, reply) => {
    request.language = pickLanguage(request.headers['x-language'], request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });
  const stopHousekeeping = startHousekeeping(deps.database.db, app.log);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await deps.throttle.close();
    await deps.database.close();
  });

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
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return sendError(request, reply, 400, 'bad_request', 'errors.badRequest');
    }
  });

  // One set of handlers, mounted under both prefixes the clients use.
  await app.register(apiRoutes, { prefix: `${config.BASE_PATH}/api` });
  await app.register(apiRoutes, { prefix: '/api' });
  await registerWebApp(app, config.BASE_PATH, deps.webDist);
  return app;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) return Object.values(value).some(containsNul);
  return false;
}
