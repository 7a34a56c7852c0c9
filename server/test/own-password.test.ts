import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSessions, adminUsers, auditLog } from '../src/db/schema.js';
import { ensureAdmin } from '../src/domain/sign-in/ensure-admin.js';
import { ADMIN_API, adminApi, loginAdmin } from './support/admin.js';
import { addStaff, freshAddress, signInCalls, signInStaff, staffRow } from './support/staff.js';
import {
  DATABASES,
  postJson,
  readJson,
  sessionCookie,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from './support/test-server.js';

const NEW_PASSWORD = 'kudu-marula-ostrich-42';

describe.each(DATABASES)('staff change their own password on %s', (kind) => {
  let server: TestServer;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '127.0.0.1' });
    adminCookie = await loginAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const isLive = async (cookie: string) => (await adminApi(server, cookie).get('/admin/me')).status === 200;
  /** From an address of its own each time: the per-address count of the sign-in throttle stays the test's own. */
  const changePassword = (cookie: string, body: unknown, ip = freshAddress()) =>
    postJson(server.url(`${ADMIN_API}/admin/me/password`), body, { cookie, 'x-forwarded-for': ip });

  test('The change keeps this session, ends the others, and is audited', async () => {
    const staff = await addStaff(server, adminCookie);
    const here = await signInStaff(server, staff.username, staff.password);
    const elsewhere = await signInStaff(server, staff.username, staff.password);
    const response = await changePassword(here, { currentPassword: staff.password, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      success: true,
      admin: {
        id: staff.id,
        username: staff.username,
        displayName: `Staff ${staff.username}`,
        role: 'reviewer',
        mustChangePassword: false,
      },
    });
    expect(await isLive(here)).toBe(true);
    expect(await isLive(elsewhere)).toBe(false);
    expect(await server.db.$count(adminSessions, eq(adminSessions.adminId, staff.id))).toBe(1);
    expect((await signInCalls(server).login(staff.username, staff.password)).status).toBe(401);
    expect(await isLive(await signInStaff(server, staff.username, NEW_PASSWORD))).toBe(true);

    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password_changed'), eq(auditLog.entityId, staff.id)));
    expect(audit).toMatchObject({
      adminId: staff.id,
      actor: staff.username,
      entityType: 'staff',
      details: { username: staff.username, wasTemporary: false, otherSessionsEnded: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(audit)).not.toContain(staff.password);
  });

  test('The policy: 12 characters, not among the 100,000 most common passwords, not the username, not the same', async () => {
    const staff = await addStaff(server, adminCookie);
    const cookie = await signInStaff(server, staff.username, staff.password);
    const before = await staffRow(server, staff.id);
    const refusals: Array<[string, string, string]> = [
      ['short-pw-11', 'validation_failed', 'Use at least 12 characters'],
      // Both in the list's first 100,000 (the second in another case than listed).
      ['qwerty123456', 'password_too_common', 'That password is one of the most common passwords.'],
      ['PasswordPassword', 'password_too_common', 'That password is one of the most common passwords.'],
      [
        `My-${staff.username.toUpperCase()}-pass`,
        'password_contains_username',
        'A password may not contain your username.',
      ],
      [staff.password, 'password_unchanged', 'Choose a new password, not the one you have now.'],
    ];
    for (const [newPassword, code, message] of refusals) {
      const response = await changePassword(cookie, { currentPassword: staff.password, newPassword });
      expect(response.status, newPassword).toBe(400);
      const { error } = await readJson(response);
      expect(error.code, newPassword).toBe(code);
      expect(Object.keys(error.fields)).toEqual(['newPassword']);
      expect(error.fields.newPassword[0]).toContain(message);
    }
    for (const [body, fields] of [
      [{}, ['currentPassword', 'newPassword']],
      [{ currentPassword: staff.password }, ['newPassword']],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, ['currentPassword']],
      [{ currentPassword: staff.password, newPassword: 'x'.repeat(201) }, ['newPassword']],
      [{ currentPassword: 5, newPassword: [NEW_PASSWORD] }, ['currentPassword', 'newPassword']],
    ] as const) {
      const response = await changePassword(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await readJson(response)).error.fields).sort()).toEqual(fields);
    }
    expect(await staffRow(server, staff.id)).toEqual(before);

    // Common, but the 135,185th: past the 100,000 refused.
    const rarer = await changePassword(cookie, {
      currentPassword: staff.password,
      newPassword: 'qwertyuiopasdfghjklzxcvbnm',
    });
    expect(rarer.status).toBe(200);
  });

  test('A wrong current password gets 400 on its field, and is throttled like a sign-in: 429 with Retry-After', async () => {
    const staff = await addStaff(server, adminCookie);
    const before = await staffRow(server, staff.id);
    const cookie = await signInStaff(server, staff.username, staff.password);
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(cookie, { currentPassword: `not-it-${i}`, newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(400);
      expect((await readJson(wrong)).error).toMatchObject({
        code: 'wrong_password',
        fields: { currentPassword: ['That password is not right.'] },
      });
    }
    const throttled = await changePassword(cookie, { currentPassword: staff.password, newPassword: NEW_PASSWORD });
    expect(throttled.status).toBe(429);
    expect((await readJson(throttled)).error.code).toBe('too_many_attempts');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same count as the login form's: the username's sign-in is throttled too.
    expect((await signInCalls(server).login(staff.username, staff.password)).status).toBe(429);
    expect((await staffRow(server, staff.id)).passwordHash).toBe(before.passwordHash);
    expect(await isLive(cookie)).toBe(true);
  });

  test('A generated password is temporary: the login says so, every other admin call gets 403 until it is changed', async () => {
    const staff = await addStaff(server, adminCookie, 'administrator', undefined, { temporary: true });
    expect((await staffRow(server, staff.id)).mustChangePassword).toBe(true);
    const login = await signInCalls(server).login(staff.username, staff.password);
    expect(login.status).toBe(200);
    const body = await readJson(login);
    expect(body).toMatchObject({ success: true, mustChangePassword: true, admin: { id: staff.id } });
    expect(body.admin.mustChangePassword).toBe(true);
    const cookie = sessionCookie(login);
    const api = adminApi(server, cookie);

    // Who am I, and sign out (checked on a second session), are allowed.
    expect((await readJson(await api.get('/admin/me'))).admin).toMatchObject({ mustChangePassword: true });
    expect((await readJson(await api.get('/admin/session'))).admin).toMatchObject({ mustChangePassword: true });
    const other = await signInStaff(server, staff.username, staff.password);
    expect((await adminApi(server, other).send('POST', '/admin/logout')).status).toBe(200);

    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/applications'],
      ['GET', '/admin/stats'],
      ['GET', '/admin/terminations'],
      ['GET', '/admin/staff'],
      ['POST', '/admin/staff', { displayName: 'Sneaky', username: 'sneaky2', role: 'administrator' }],
      ['GET', '/admin/me/two-factor'],
      ['POST', '/admin/me/two-factor/setup'],
      ['GET', '/database/complexes'],
    ];
    for (const [method, path, callBody] of calls) {
      const response = method === 'GET' ? await api.get(path) : await api.send(method, path, callBody);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await readJson(response)).error, `${method} ${path}`).toEqual({
        code: 'password_change_required',
        message: 'Change the password you were given before you continue.',
      });
    }
    expect(await server.db.$count(adminUsers, eq(adminUsers.username, 'sneaky2'))).toBe(0);

    const changed = await changePassword(cookie, { currentPassword: staff.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await readJson(changed)).admin.mustChangePassword).toBe(false);
    for (const [method, path] of calls.filter(([method]) => method === 'GET')) {
      expect((await api.get(path)).status, `${method} ${path}`).toBe(200);
    }
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password_changed'), eq(auditLog.entityId, staff.id)));
    expect(audit!.details).toMatchObject({ wasTemporary: true });
    const again = await readJson(await signInCalls(server).login(staff.username, NEW_PASSWORD));
    expect(again.mustChangePassword).toBe(false);
  });

  test('A reset makes the password temporary again; ADMIN_PASSWORD at start does not; the test administrator is not forced', async () => {
    const staff = await addStaff(server, adminCookie);
    const reset = await adminApi(server, adminCookie).send('POST', `/admin/staff/${staff.id}/reset-password`);
    const { password } = await readJson(reset);
    expect((await staffRow(server, staff.id)).mustChangePassword).toBe(true);
    const login = await readJson(await signInCalls(server).login(staff.username, password));
    expect(login.mustChangePassword).toBe(true);

    await ensureAdmin(server.db, staff.username, 'an-operator-chosen-password');
    expect((await staffRow(server, staff.id)).mustChangePassword).toBe(false);

    const admin = await readJson(await signInCalls(server).login(TEST_ADMIN.username, TEST_ADMIN.password));
    expect(admin).toMatchObject({ success: true, mustChangePassword: false });
  });
});
