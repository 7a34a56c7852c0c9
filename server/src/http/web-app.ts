import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CLIENT_ROUTES, PAGE_PRELOADS_FILE } from '@protea/shared/constants';
import type { SiteConfig } from '@protea/shared/schemas/site-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { METRICS_PATH } from './metrics-listener.js';
import { sendError } from './plugins/error-handler.js';
import { pagePolicies } from './plugins/security-headers.js';

export function isApiPath(path: string, basePath: string) {
  const query = path.indexOf('?');
  const url = query === -1 ? path : path.slice(0, query);
  const rest = url.startsWith(basePath) ? url.slice(basePath.length) : url;
  return isApiRoot(url) || (rest !== url && isApiRoot(rest));
}

const isApiRoot = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The client route a page's path is, or null: routes match exactly, or segment by segment where a route names a
 * parameter (`/verify/:code` is `/verify/K7QM-2XPA-9HWD`, not `/verify/a/b`).
 */
export function clientRouteMatcher(routes: readonly string[]): (page: string) => string | null {
  const exact = new Set(routes.filter((route) => !route.includes('/:')));
  const patterns = routes
    .filter((route) => route.includes('/:'))
    .map((route) => ({ route, segments: route.split('/') }));
  return (page) => {
    if (exact.has(page)) return page;
    const segments = page.split('/');
    const found = patterns.find(
      (pattern) =>
        pattern.segments.length === segments.length &&
        pattern.segments.every((segment, index) =>
          segment.startsWith(':') ? segments[index] !== '' : segment === segments[index],
        ),
    );
    return found?.route ?? null;
  };
}

const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('/').pop() ?? '');

/** The chunks each lazily loaded page needs, by route, as the web build wrote them (web/page-preloads.ts). */
function readPagePreloads(webDist: string): Record<string, string[]> {
  try {
    const preloads: unknown = JSON.parse(readFileSync(path.join(webDist, PAGE_PRELOADS_FILE), 'utf8'));
    return typeof preloads === 'object' && preloads !== null ? (preloads as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/**
 * Low priority, as the build marks the entry's (web/paint-first.ts): the first paint needs none of the code, and the
 * code runs only once the stylesheet is there, which the browser then fetches first (ADR 029).
 */
const modulePreload = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="./${encodeURI(file)}">`;

/** The CSP sources ('sha256-…') of the page's own inline `<style>` elements, which the build writes into it. */
function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(
    ([, css]) => `sha256-${createHash('sha256').update(css!).digest('base64')}`,
  );
}

/** JSON as the value of an HTML attribute. */
const attributeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/**
 * Serves the built React app under BASE_PATH. Any GET for a page (not a file, not the API)
 * gets index.html, and the client router shows the page or the 404 screen.
 */
export async function registerWebApp(
  app: FastifyInstance,
  basePath: string,
  webDist: string | null,
  siteConfig: SiteConfig,
) {
  let indexHtml: string | null = null;
  if (webDist) {
    // The app is built with relative asset URLs; <base> anchors them under BASE_PATH on every route.
    indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(
      '<head>',
      `<head><base href="${basePath}/">`,
    );
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: `${basePath}/`,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const pagePolicy = pagePolicies(indexHtml ? inlineStyleHashes(indexHtml) : []);
  // A case's own page in the back office is the back office's page with the case open (issue 39).
  const routeOfPage = clientRouteMatcher(CLIENT_ROUTES);
  // The page around the place of its nonce, split once: each answer only joins the parts. The site's settings ride
  // in the first HTML, so what depends on them (the test-installation notice) is laid out at once, not moved later.
  const headAt = indexHtml ? indexHtml.indexOf('<head>') + '<head>'.length : 0;
  const pageStart = indexHtml?.slice(0, headAt) ?? '';
  const pageEnd = `<meta name="site-config" content="${attributeJson(siteConfig)}">${indexHtml?.slice(headAt) ?? ''}`;
  // A page loaded lazily (a wizard, the back office) has its chunks named in its own HTML, fetched with the entry.
  const pageEnds = new Map(
    Object.entries(webDist ? readPagePreloads(webDist) : {}).map(([page, files]) => [
      page,
      pageEnd.replace('</head>', `${files.map(modulePreload).join('')}</head>`),
    ]),
  );
  /** The app for a page; `route` is the client route the page is, or null (an unknown page). */
  const sendPage = (reply: FastifyReply, route: string | null) => {
    if (!indexHtml) return reply.status(503).type('text/plain').send('The web app is not built. Run: npm run build');
    // Unknown pages still get the app, which shows the 404 screen, but with a 404 status.
    const status = route ? 200 : 404;
    // The page's CSP allows <style> elements with this response's nonce; the app reads it at start-up.
    const { nonce, policy } = pagePolicy();
    const html = `${pageStart}<meta name="csp-nonce" content="${nonce}">${(route && pageEnds.get(route)) ?? pageEnd}`;
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .send(html);
  };
  const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

  app.get('/', (request, reply) => reply.redirect(`${basePath}/${queryOf(request.url)}`));
  app.get(basePath, (request, reply) => reply.redirect(`${basePath}/${queryOf(request.url)}`));
  // Registered explicitly: the static plugin's wildcard would answer the directory itself with 403.
  app.get(`${basePath}/`, (_request, reply) => sendPage(reply, '/'));
  // Also by its file name, so no copy of the page goes out without this response's CSP nonce.
  app.get(`${basePath}/index.html`, (_request, reply) => sendPage(reply, '/'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(url);
    if (isApiPath(url, basePath) || !isPageRequest) {
      return sendError(request, reply, 'not_found');
    }
    if (url.startsWith(`${basePath}/`)) {
      return sendPage(reply, routeOfPage(url.slice(basePath.length).replace(/(.)\/+$/, '$1')));
    }
    // Metrics answer on their own listener (metrics-listener.ts). Here `/metrics` is an unknown page, answered 404 where
    // it was asked, not sent on under the base path: a scrape pointed at this port fails rather than follow a redirect.
    if (url.replace(/\/+$/, '') === METRICS_PATH) return sendPage(reply, null);
    return reply.redirect(`${basePath}${request.url}`);
  });
}
