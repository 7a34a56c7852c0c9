import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function expectedOrigins(request: FastifyRequest, publicUrl: string | undefined): Set<string> {
  const origins = new Set<string>();
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  // request.host honours X-Forwarded-Host only from trusted proxies (the trustProxy setting).
  origins.add(`${request.protocol}://${request.host}`);
  return origins;
}

/**
 * CSRF guard: a state-changing request from a browser must come from our own origin. Browsers
 * always send Origin (or at least Sec-Fetch-Site) on such requests; clients that send neither
 * are not browsers and carry no ambient cookies worth forging.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string | undefined) {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const isAllowed =
      origin !== undefined
        ? expectedOrigins(request, publicUrl).has(origin)
        : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    // Answered here: a callback hook that replies does not call done.
    if (!isAllowed) return void sendError(request, reply, 'cross_origin');
    done();
  });
}
