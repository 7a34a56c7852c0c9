import { createHash } from 'node:crypto';
import { CLIENT_PAGES } from '@protea/shared/constants';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DATABASES,
  FAKE_PAGE_STYLE,
  postJson,
  readJson,
  startTestServer,
  type TestServer,
} from './support/test-server.js';

describe.each(DATABASES)('platform on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('health answers under both API prefixes', async () => {
    for (const prefix of ['/ClientApps/api', '/api']) {
      const response = await fetch(server.url(`${prefix}/health`));
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ status: 'ok' });
    }
  });

  test('the root redirects to the base path', async () => {
    for (const from of ['/', '/ClientApps']) {
      const response = await fetch(server.url(from), { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/ClientApps/');
    }
  });

  test('every page of the web router answers 200 with the app shell and a base href', async () => {
    const pages = Object.values(CLIENT_PAGES).map((route) =>
      route.replace(':code', 'K7QM-2XPA-9HWD').replace(':reference', 'PM-2026-123456'),
    );
    expect(pages).toContain('/track');
    for (const page of pages) {
      const response = await fetch(server.url(`/ClientApps${page}`));
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<base href="/ClientApps/">');
    }
  });

  test('an unknown page gets the app, which shows the 404 screen, with a 404 status', async () => {
    const response = await fetch(server.url('/ClientApps/no/such/page'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  test('redirects keep the query string', async () => {
    const response = await fetch(server.url('/?tab=continue'), { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/ClientApps/?tab=continue');
  });

  test('a page outside the base path is sent under it', async () => {
    const response = await fetch(server.url('/admin'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ClientApps/admin');
  });

  test('built assets are served with long caching, missing ones are a 404', async () => {
    const asset = await fetch(server.url('/ClientApps/assets/app.js'));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(server.url('/ClientApps/assets/missing.js'));
    expect(missing.status).toBe(404);
  });

  test('an unknown API route is a JSON 404 in the one error shape', async () => {
    for (const path of ['/api/nope', '/ClientApps/api/nope/deeper']) {
      const response = await fetch(server.url(path));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = await readJson(response);
      expect(body).toEqual({ error: { code: 'not_found', message: 'This address does not exist.' } });
    }
  });

  test('every response carries the security headers and a request id', async () => {
    const response = await fetch(server.url('/ClientApps/'));
    // The whole policy: scripts, fonts, connections and frames fall back to default-src; styles may be the page's own
    // inline style (by its hash) and those with this answer's nonce.
    const pageStyle = createHash('sha256').update(FAKE_PAGE_STYLE).digest('base64');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.replace(/'nonce-[0-9a-f]{32}'/, "'nonce-N'")).toBe(
      `default-src 'self';style-src 'self' 'sha256-${pageStyle}' 'nonce-N';img-src 'self' data: blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const traced = await fetch(server.url('/api/health'), { headers: { 'x-request-id': 'trace-12345678' } });
    expect(traced.headers.get('x-request-id')).toBe('trace-12345678');
    // The API's answers are never pages: nothing may load or run in them, nothing may frame them.
    for (const path of ['/api/health', '/ClientApps/api/health', '/ClientApps/api/no-such-call']) {
      const api = await fetch(server.url(path));
      expect(api.headers.get('content-security-policy'), path).toBe("default-src 'none';frame-ancestors 'none'");
      expect(api.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(api.headers.get('x-frame-options'), path).toBe('DENY');
      // Over plain HTTP (as here) HSTS must not be sent (RFC 6797, 7.2); 'HSTS over HTTPS' below checks it is.
      expect(api.headers.get('strict-transport-security'), path).toBeNull();
      // Nor when a client that is no proxy of ours (no TRUST_PROXY here) claims HTTPS.
      const claimed = await fetch(server.url(path), { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  test("the page carries the site's public settings, so the test notice is laid out with the first render", async () => {
    const html = await (await fetch(server.url('/ClientApps/'))).text();
    const content = /<meta name="site-config" content="([^"]*)">/.exec(html)?.[1];
    expect(content).toBeDefined();
    const settings = JSON.parse(content!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    const fromApi = await readJson(await fetch(server.url('/ClientApps/api/site-config')));
    expect(settings).toEqual(fromApi);
  });

  test("a lazily loaded page names its own chunks as modulepreloads in its HTML, other pages don't", async () => {
    const preload = '<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/admin-page.js">';
    for (const page of ['/ClientApps/admin', '/ClientApps/admin/']) {
      expect(await (await fetch(server.url(page))).text(), page).toContain(`${preload}</head>`);
    }
    for (const page of ['/ClientApps/', '/ClientApps/contact', '/ClientApps/admin/nope']) {
      expect(await (await fetch(server.url(page))).text(), page).not.toContain('modulepreload');
    }
  });

  test('each page gets a style nonce of its own, in its CSP and in a meta tag for the app, never unsafe-inline', async () => {
    const nonceOf = async (page: string) => {
      const response = await fetch(server.url(page));
      const csp = response.headers.get('content-security-policy') ?? '';
      const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src')) ?? '';
      const inHeader = /'nonce-([0-9a-f]{32})'/.exec(styleSrc)?.[1];
      const inPage = /<meta name="csp-nonce" content="([0-9a-f]{32})">/.exec(await response.text())?.[1];
      expect(styleSrc, page).toContain("'self'");
      expect(csp, page).not.toContain('unsafe-inline');
      expect(inHeader, page).toBeDefined();
      expect(inPage, page).toBe(inHeader);
      return inHeader;
    };
    const first = await nonceOf('/ClientApps/');
    const second = await nonceOf('/ClientApps/');
    const unknownPage = await nonceOf('/ClientApps/no/such/page');
    const byFileName = await nonceOf('/ClientApps/index.html');
    expect(new Set([first, second, unknownPage, byFileName]).size).toBe(4);
  });

  test('a malformed JSON body is a 400, not a 500', async () => {
    const response = await fetch(server.url('/ClientApps/api/admin/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin", ',
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.code).toBe('malformed_json');
  });

  test('an oversized body is a 413', async () => {
    const response = await postJson(server.url('/api/admin/login'), {
      username: 'a'.repeat(2 * 1024 * 1024),
      password: 'x',
    });
    expect(response.status).toBe(413);
    expect((await readJson(response)).error.code).toBe('payload_too_large');
  });

  test('an unsupported body type is a 415', async () => {
    const response = await fetch(server.url('/api/admin/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    });
    expect(response.status).toBe(415);
  });

  test('a NUL byte, an undecodable URL or an id beyond the database range is a 400, never a 500', async () => {
    for (const path of [
      '/ClientApps/api/residential-applications/PM-2026-1%00',
      '/ClientApps/api/premises/complexes?search=a%00b',
      '/ClientApps/api/residential-applications/%E0%A4%A',
      '/ClientApps/api/premises/complexes/99999999999/units',
    ]) {
      const response = await fetch(server.url(path));
      expect(response.status, path).toBe(400);
      expect((await readJson(response)).error.code, path).toMatch(/^(bad_request|validation_failed)$/);
    }
    const body = await postJson(server.url('/api/admin/login'), { username: 'ad\u0000min', password: 'x' });
    expect(body.status).toBe(400);
  });

  test('site configuration gives the contact details and the test-environment flag', async () => {
    const response = await fetch(server.url('/ClientApps/api/site-config'));
    const body = await readJson(response);
    expect(body.contact.phone).toBeTruthy();
    expect(body.contact.email).toContain('@');
    expect(body.contact.address).toContain('Pretoria');
    expect(body.isTestEnvironment).toBe(kind === 'pglite');
  });

  test('the debit order form is a real PDF', async () => {
    const response = await fetch(server.url('/ClientApps/api/forms/debit-order.pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  test('errors are explained in the language the client asks for', async () => {
    const response = await fetch(server.url('/api/nope'), { headers: { 'x-language': 'af' } });
    const english = 'This address does not exist.';
    const body = await readJson(response);
    expect(body.error.message).toBeTruthy();
    expect(body.error.message).not.toBe(english);
  });
});

describe('HSTS over HTTPS', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  // A page, a redirect, an unknown page, an asset, an API answer and an API error: every answer carries it.
  const paths = [
    '/ClientApps/',
    '/',
    '/ClientApps/no/such/page',
    '/ClientApps/assets/app.js',
    '/api/health',
    '/api/nope',
  ];
  const hstsOf = async (server: TestServer, path: string, headers: Record<string, string> = {}) =>
    (await fetch(server.url(path), { headers, redirect: 'manual' })).headers.get('strict-transport-security');

  test('behind a proxy named in TRUST_PROXY that says https, and only then', async () => {
    const server = await startTestServer('pglite', { TRUST_PROXY: '127.0.0.1' });
    try {
      for (const path of paths) {
        expect(await hstsOf(server, path, { 'x-forwarded-proto': 'https' }), path).toBe(HSTS);
        expect(await hstsOf(server, path, { 'x-forwarded-proto': 'http' }), path).toBeNull();
        expect(await hstsOf(server, path), path).toBeNull();
      }
    } finally {
      await server.close();
    }
  });

  test('on every answer when PUBLIC_URL is https, though no proxy says so', async () => {
    const server = await startTestServer('pglite', { PUBLIC_URL: 'https://portal.example.co.za' });
    try {
      for (const path of paths) expect(await hstsOf(server, path), path).toBe(HSTS);
    } finally {
      await server.close();
    }
  });
});
