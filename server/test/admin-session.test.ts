import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSessions, auditLog } from '../src/db/schema.js';
import {
  DATABASES,
  postJson,
  readJson,
  sessionCookie,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from './support/test-server.js';

describe.each(DATABASES)('admin sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // As behind a reverse proxy on this host, so each test can come from addresses of its own.
    server = await startTestServer(kind, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(server.url('/ClientApps/api/admin/login'), body, headers);
  const auditActions = async () => (await server.db.select().from(auditLog)).map((row) => row.action);
  const sessionCount = () => server.db.$count(adminSessions);

  test('missing fields get 400 with field errors and change nothing', async () => {
    const before = await sessionCount();
    const response = await login({});
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ username: ['Username is required'], password: ['Password is required'] });
    const blank = await login({ username: '   ', password: '' });
    expect((await readJson(blank)).error.fields.username).toEqual(['Username is required']);
    expect(await sessionCount()).toBe(before);
  });

  test('a wrong password gets 401 and is audited', async () => {
    const response = await login({ username: 'someone-else', password: 'wrong' }, { 'x-forwarded-for': '10.0.0.1' });
    expect(response.status).toBe(401);
    expect((await readJson(response)).error).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid username or password.',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await auditActions()).toContain('admin.sign_in_failed');
  });

  test('an admin signs in, is recognised, and signs out', async () => {
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.success).toBe(true);
    expect(body.admin.username).toBe('admin');
    const setCookie = response.headers.getSetCookie().join(';');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = sessionCookie(response);

    const me = await fetch(server.url('/api/admin/me'), { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await readJson(me)).admin.displayName).toBe('Admin');

    const logout = await fetch(server.url('/ClientApps/api/admin/logout'), { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    const after = await fetch(server.url('/api/admin/me'), { headers: { cookie } });
    expect(after.status).toBe(401);
    const actions = await auditActions();
    expect(actions).toContain('admin.sign_in');
    expect(actions).toContain('admin.sign_out');
  });

  test('behind an HTTPS proxy the session cookie is Secure and HSTS is sent; over plain HTTP neither', async () => {
    const overHttps = await login(TEST_ADMIN, { 'x-forwarded-proto': 'https' });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.getSetCookie().join(';')).toContain('Secure');
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const page = await fetch(server.url('/ClientApps/'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');

    const overHttp = await login(TEST_ADMIN);
    expect(overHttp.status).toBe(200);
    expect(overHttp.headers.getSetCookie().join(';')).not.toContain('Secure');
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });

  test('/admin/session answers 200 with the admin, or admin null when signed out, forged or a customer', async () => {
    const cookie = sessionCookie(await login(TEST_ADMIN));
    const signedIn = await fetch(server.url('/ClientApps/api/admin/session'), { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect((await readJson(signedIn)).admin.username).toBe('admin');
    for (const headers of [{}, { cookie: 'pm_admin=forged' }] as Array<Record<string, string>>) {
      const response = await fetch(server.url('/api/admin/session'), { headers });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ admin: null });
    }
  });

  test('admin routes without a session get 401', async () => {
    expect((await fetch(server.url('/api/admin/me'))).status).toBe(401);
    expect((await fetch(server.url('/api/admin/me'), { headers: { cookie: 'pm_admin=forged' } })).status).toBe(401);
    expect((await fetch(server.url('/ClientApps/api/admin/logout'), { method: 'POST' })).status).toBe(401);
  });

  test('a session idle for more than 30 minutes is over', async () => {
    const cookie = sessionCookie(await login(TEST_ADMIN));
    await server.db.update(adminSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` });
    expect((await fetch(server.url('/api/admin/me'), { headers: { cookie } })).status).toBe(401);
  });

  test('a session older than 12 hours is over even when used', async () => {
    const cookie = sessionCookie(await login(TEST_ADMIN));
    await server.db.update(adminSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await fetch(server.url('/api/admin/me'), { headers: { cookie } })).status).toBe(401);
  });

  test('a cross-origin sign-in is refused and changes nothing', async () => {
    const before = await sessionCount();
    const response = await login(TEST_ADMIN, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await readJson(response)).error.code).toBe('cross_origin');
    const crossSite = await login(TEST_ADMIN, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await sessionCount()).toBe(before);
    const sameOrigin = await login(TEST_ADMIN, { origin: server.url('').replace(/\/$/, '') });
    expect(sameOrigin.status).toBe(200);
  });

  test("under the /api prefix too, a cross-origin sign-in, text no database stores, and every answer get the API's checks", async () => {
    const before = await sessionCount();
    const crossOrigin = await postJson(server.url('/api/admin/login'), TEST_ADMIN, { origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    expect((await readJson(crossOrigin)).error.code).toBe('cross_origin');
    const unstorable = await postJson(server.url('/api/admin/login'), { ...TEST_ADMIN, username: 'admin\u0000' });
    expect(unstorable.status).toBe(400);
    expect((await readJson(unstorable)).error.code).toBe('validation_failed');
    expect(await sessionCount()).toBe(before);
    const signedIn = await postJson(server.url('/api/admin/login'), TEST_ADMIN);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  test('five failures for one username give 429, even with the right password then', async () => {
    const attempt = (password: string, ip: string) => login({ username: 'admin', password }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password', `10.1.0.${i}`)).status).toBe(401);
    const blocked = await attempt(TEST_ADMIN.password, '10.1.0.99');
    expect(blocked.status).toBe(429);
    expect((await readJson(blocked)).error.message).toContain('15 minutes');
    expect(await auditActions()).toContain('admin.sign_in_throttled');
  });

  test('five failures from one address give 429 for any username', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: `user${i}`, password: 'nope' }, { 'x-forwarded-for': ip })).status).toBe(401);
    }
    expect((await login({ username: 'other', password: 'nope' }, { 'x-forwarded-for': ip })).status).toBe(429);
  });
});
