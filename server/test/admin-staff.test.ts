import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { adminSessions, adminUsers, auditLog } from '../src/db/schema.js';
import { ensureAdmin } from '../src/domain/sign-in/ensure-admin.js';
import { changeStaffRole, deactivateStaff } from '../src/domain/staff/change-staff.js';
import { ADMIN_API, adminApi, loginAdmin } from './support/admin.js';
import {
  addStaff,
  auditActionsFor,
  moveClockTo,
  signInCalls,
  signInStaff,
  staffRow,
  uniqueUsername,
} from './support/staff.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('staff accounts on %s', (kind) => {
  let server: TestServer;
  let adminCookie: string;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '127.0.0.1' });
    adminCookie = await loginAdmin(server);
    admin = adminApi(server, adminCookie);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const testAdminId = async () => (await readJson(await admin.get('/admin/me'))).admin.id as string;
  /** Everything a staff call could change. */
  const snapshot = async () => ({
    staff: await server.db.select().from(adminUsers).orderBy(asc(adminUsers.id)),
    sessions: await server.db.$count(adminSessions),
    audit: await server.db.$count(auditLog),
  });
  const isLive = async (cookie: string) => (await adminApi(server, cookie).get('/admin/me')).status === 200;

  test('/admin/me and /admin/session name the role', async () => {
    const me = await readJson(await admin.get('/admin/me'));
    expect(me.admin).toMatchObject({ username: 'admin', role: 'administrator' });
    const session = await readJson(await admin.get('/admin/session'));
    expect(session.admin.role).toBe('administrator');
    const reviewer = await addStaff(server, adminCookie, 'reviewer');
    const reviewerCookie = await signInStaff(server, reviewer.username, reviewer.password);
    expect((await readJson(await adminApi(server, reviewerCookie).get('/admin/session'))).admin.role).toBe('reviewer');
  });

  test('A reviewer gets 403 on every staff-management call and changes nothing, but reviews and manages their own two-factor', async () => {
    const reviewer = await addStaff(server, adminCookie, 'reviewer');
    const other = await addStaff(server, adminCookie, 'reviewer');
    const api = adminApi(server, await signInStaff(server, reviewer.username, reviewer.password));
    const before = await snapshot();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/staff'],
      ['POST', '/admin/staff', { displayName: 'Sneaky', username: 'sneaky', role: 'administrator' }],
      ['POST', `/admin/staff/${other.id}/deactivate`],
      ['POST', `/admin/staff/${other.id}/reactivate`],
      ['POST', `/admin/staff/${other.id}/reset-password`],
      ['POST', `/admin/staff/${reviewer.id}/role`, { role: 'administrator' }],
      ['POST', `/admin/staff/${other.id}/two-factor/disable`],
    ];
    for (const [method, path, body] of calls) {
      const response = method === 'GET' ? await api.get(path) : await api.send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await readJson(response)).error).toEqual({
        code: 'forbidden',
        message: 'You do not have access to this.',
      });
    }
    expect(await snapshot()).toEqual(before);
    expect((await api.get('/admin/applications')).status).toBe(200);
    expect((await api.get('/admin/me/two-factor')).status).toBe(200);
  });

  test('Without a session every staff and two-factor call answers 401', async () => {
    const anonymous = adminApi(server);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/staff'],
      ['POST', '/admin/staff', { displayName: 'X', username: 'xyz', role: 'reviewer' }],
      ['POST', `/admin/staff/${NO_SUCH_ID}/deactivate`],
      ['POST', `/admin/staff/${NO_SUCH_ID}/reactivate`],
      ['POST', `/admin/staff/${NO_SUCH_ID}/reset-password`],
      ['POST', `/admin/staff/${NO_SUCH_ID}/role`, { role: 'reviewer' }],
      ['POST', `/admin/staff/${NO_SUCH_ID}/two-factor/disable`],
      ['GET', '/admin/me/two-factor'],
      ['POST', '/admin/me/two-factor/setup'],
      ['POST', '/admin/me/two-factor/enable', { code: '123456' }],
      ['POST', '/admin/me/two-factor/disable', { password: 'x' }],
    ];
    for (const [method, path, body] of calls) {
      const response = method === 'GET' ? await anonymous.get(path) : await anonymous.send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  test('An administrator adds a staff member whose generated password works, and who is listed', async () => {
    const username = uniqueUsername('lerato');
    const response = await admin.send('POST', '/admin/staff', {
      displayName: '  Lerato Dlamini  ',
      username: `  ${username.toUpperCase()}  `,
      role: 'reviewer',
    });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.staff).toMatchObject({
      username,
      displayName: 'Lerato Dlamini',
      role: 'reviewer',
      isActive: true,
      twoFactorEnabled: false,
      lastSignInAt: null,
    });
    expect(body.password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const listed = (await admin.json('/admin/staff')).staff.find((s: { id: string }) => s.id === body.staff.id);
    expect(listed).toEqual(body.staff);
    expect(JSON.stringify(await admin.json('/admin/staff'))).not.toMatch(/password|totp|secret/i);

    await signInStaff(server, username, body.password);
    const after = (await admin.json('/admin/staff')).staff.find((s: { id: string }) => s.id === body.staff.id);
    expect(Date.now() - Date.parse(after.lastSignInAt)).toBeLessThan(60_000);

    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'staff.created')).limit(1);
    expect(audit).toMatchObject({ actor: 'admin', entityType: 'staff', ip: '127.0.0.1' });
    expect(JSON.stringify(audit!.details)).not.toContain(body.password);
  });

  test('ADMIN_PASSWORD at start makes that user an active administrator again: the way back in', async () => {
    const staff = await addStaff(server, adminCookie, 'reviewer');
    await server.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, staff.id));
    await ensureAdmin(server.db, staff.username.toUpperCase(), 'a-new-start-up-password');
    expect(await staffRow(server, staff.id)).toMatchObject({ isActive: true, role: 'administrator' });
    await signInStaff(server, staff.username, 'a-new-start-up-password');
  });

  test('last_sign_in_at is set at each successful sign-in, not at a failed one', async () => {
    const staff = await addStaff(server, adminCookie);
    expect((await staffRow(server, staff.id)).lastSignInAt).toBeNull();
    expect((await signInCalls(server).login(staff.username, 'wrong-password')).status).toBe(401);
    expect((await staffRow(server, staff.id)).lastSignInAt).toBeNull();
    await signInStaff(server, staff.username, staff.password);
    const first = (await staffRow(server, staff.id)).lastSignInAt!;
    // The next sign-in a minute later, on the clock the server in this process shares.
    moveClockTo(first.getTime() + 60_000);
    await signInStaff(server, staff.username, staff.password);
    expect((await staffRow(server, staff.id)).lastSignInAt!.getTime()).toBe(first.getTime() + 60_000);
  });

  test('A username is unique whatever its case: 409 with a field error on username', async () => {
    const taken = await addStaff(server, adminCookie);
    const before = await snapshot();
    const response = await admin.send('POST', '/admin/staff', {
      displayName: 'Someone Else',
      username: taken.username.toUpperCase(),
      role: 'administrator',
    });
    expect(response.status).toBe(409);
    expect((await readJson(response)).error).toEqual({
      code: 'username_taken',
      message: 'That username is already taken. Please choose another one.',
      fields: { username: ['That username is already taken. Please choose another one.'] },
    });
    expect(await snapshot()).toEqual(before);
  });

  test('Bad input to adding staff gets 400 with field errors and adds no one', async () => {
    const before = await snapshot();
    const good = { displayName: 'Thabo', username: uniqueUsername('thabo'), role: 'reviewer' };
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [
        {},
        {
          displayName: ['Name is required'],
          username: ['Username is required'],
          role: ['Choose a role'],
        },
      ],
      [{ ...good, username: 'ab' }, { username: ['A username has 3 to 100 characters'] }],
      [{ ...good, username: '   ' }, { username: ['Username is required'] }],
      [{ ...good, username: 'a'.repeat(101) }, { username: ['A username has 3 to 100 characters'] }],
      [{ ...good, username: 'thabo m' }, { username: ['Use only letters, digits, dots, dashes and underscores'] }],
      [
        { ...good, username: 'thabo@example.com' },
        { username: ['Use only letters, digits, dots, dashes and underscores'] },
      ],
      [{ ...good, role: 'superuser' }, { role: ['Choose a role'] }],
      [{ ...good, displayName: '  ' }, { displayName: ['Name is required'] }],
      [{ ...good, displayName: 'x'.repeat(101) }, { displayName: ['This value is too long'] }],
      [{ ...good, displayName: 42 }, { displayName: ['Name is required'] }],
    ];
    for (const [body, fields] of cases) {
      const response = await admin.send('POST', '/admin/staff', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await readJson(response)).error;
      expect(error.code).toBe('validation_failed');
      expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    for (const raw of ['null', '[]', '"x"', '{']) {
      const response = await fetch(server.url(`${ADMIN_API}/admin/staff`), {
        method: 'POST',
        headers: { cookie: adminCookie, 'content-type': 'application/json' },
        body: raw,
      });
      expect(response.status, raw).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('Deactivating ends the staff member’s sessions at once; reactivating lets them sign in again', async () => {
    const staff = await addStaff(server, adminCookie);
    const cookie = await signInStaff(server, staff.username, staff.password);
    const otherCookie = await signInStaff(server, staff.username, staff.password);
    expect(await isLive(cookie)).toBe(true);

    const response = await admin.send('POST', `/admin/staff/${staff.id}/deactivate`);
    expect(response.status).toBe(200);
    expect((await readJson(response)).staff).toMatchObject({ id: staff.id, isActive: false });
    expect((await adminApi(server, cookie).get('/admin/applications')).status).toBe(401);
    expect(await isLive(otherCookie)).toBe(false);
    expect(await server.db.$count(adminSessions, eq(adminSessions.adminId, staff.id))).toBe(0);
    expect((await signInCalls(server).login(staff.username, staff.password)).status).toBe(401);

    const again = await admin.send('POST', `/admin/staff/${staff.id}/reactivate`);
    expect(again.status).toBe(200);
    expect((await readJson(again)).staff.isActive).toBe(true);
    await signInStaff(server, staff.username, staff.password);
    expect(await auditActionsFor(server, staff.id)).toEqual([
      'staff.created',
      'staff.deactivated',
      'staff.reactivated',
    ]);
  });

  test('Resetting a password ends the old sessions; the new password, shown once, works and the old one does not', async () => {
    const staff = await addStaff(server, adminCookie);
    const cookie = await signInStaff(server, staff.username, staff.password);
    const response = await admin.send('POST', `/admin/staff/${staff.id}/reset-password`);
    expect(response.status).toBe(200);
    const { password, staff: member } = await readJson(response);
    expect(member.id).toBe(staff.id);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(password).not.toBe(staff.password);
    expect(await isLive(cookie)).toBe(false);
    expect((await signInCalls(server).login(staff.username, staff.password)).status).toBe(401);
    await signInStaff(server, staff.username, password);
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.password_reset'))
      .orderBy(asc(auditLog.id));
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  test('Changing a role takes effect on the live session at once', async () => {
    const staff = await addStaff(server, adminCookie, 'reviewer');
    const api = adminApi(server, await signInStaff(server, staff.username, staff.password));
    expect((await api.get('/admin/staff')).status).toBe(403);

    const promoted = await admin.send('POST', `/admin/staff/${staff.id}/role`, { role: 'administrator' });
    expect(promoted.status).toBe(200);
    expect((await readJson(promoted)).staff.role).toBe('administrator');
    expect((await api.get('/admin/staff')).status).toBe(200);
    expect((await readJson(await api.get('/admin/me'))).admin.role).toBe('administrator');

    const demoted = await admin.send('POST', `/admin/staff/${staff.id}/role`, { role: 'reviewer' });
    expect(demoted.status).toBe(200);
    expect((await api.get('/admin/staff')).status).toBe(403);
    const [changed] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.role_changed'))
      .orderBy(asc(auditLog.id));
    expect(changed!.details).toMatchObject({ roleBefore: 'reviewer', roleAfter: 'administrator' });
  });

  test('Bad input to a role change gets 400 and changes nothing; unknown ids get 404', async () => {
    const staff = await addStaff(server, adminCookie, 'reviewer');
    const before = await snapshot();
    for (const body of [{}, { role: 'boss' }, { role: null }, { role: ['administrator'] }]) {
      const response = await admin.send('POST', `/admin/staff/${staff.id}/role`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(response)).error.fields).toEqual({ role: ['Choose a role'] });
    }
    for (const id of [NO_SUCH_ID, 'not-a-uuid', '1', '%00']) {
      for (const action of ['deactivate', 'reactivate', 'reset-password', 'two-factor/disable']) {
        const response = await admin.send('POST', `/admin/staff/${id}/${action}`);
        expect(response.status, `${id} ${action}`).toBe(id === '%00' ? 400 : 404);
      }
      const role = await admin.send('POST', `/admin/staff/${id}/role`, { role: 'reviewer' });
      expect(role.status).toBe(id === '%00' ? 400 : 404);
    }
    expect((await readJson(await admin.send('POST', `/admin/staff/${NO_SUCH_ID}/deactivate`))).error).toEqual({
      code: 'staff_not_found',
      message: 'That staff member was not found.',
    });
    expect(await snapshot()).toEqual(before);
  });

  test('An administrator cannot deactivate, demote or reset the password of their own account', async () => {
    const me = await testAdminId();
    const before = await snapshot();
    for (const [path, body] of [
      [`/admin/staff/${me}/deactivate`, undefined],
      [`/admin/staff/${me}/role`, { role: 'reviewer' }],
      [`/admin/staff/${me}/reset-password`, undefined],
    ] as const) {
      const response = await admin.send('POST', path, body);
      expect(response.status, path).toBe(409);
      expect((await readJson(response)).error).toEqual({
        code: 'cannot_change_own_account',
        message:
          'You cannot deactivate your own account, remove your own administrator role or reset your own password. Ask another administrator.',
      });
    }
    const ownTwoFactor = await admin.send('POST', `/admin/staff/${me}/two-factor/disable`);
    expect(ownTwoFactor.status).toBe(409);
    expect((await readJson(ownTwoFactor)).error.code).toBe('own_two_factor_elsewhere');
    expect(await snapshot()).toEqual(before);
    expect(await isLive(adminCookie)).toBe(true);
  });

  test('The last active administrator can never be deactivated or demoted', async () => {
    // Two administrators each removing the other at once: one wins, the other is refused or already signed out.
    const me = await testAdminId();
    const administratorsOtherThan = (ids: string[]) =>
      server.db
        .update(adminUsers)
        .set({ role: 'reviewer' })
        .where(and(eq(adminUsers.role, 'administrator'), notInArray(adminUsers.id, ids)));
    for (let round = 0; round < 3; round++) {
      const first = await addStaff(server, adminCookie, 'administrator');
      const second = await addStaff(server, adminCookie, 'administrator');
      const firstApi = adminApi(server, await signInStaff(server, first.username, first.password));
      const secondApi = adminApi(server, await signInStaff(server, second.username, second.password));
      // Only these two are administrators now.
      await administratorsOtherThan([first.id, second.id]);
      const [a, b] = await Promise.all([
        firstApi.send('POST', `/admin/staff/${second.id}/deactivate`),
        round === 1
          ? secondApi.send('POST', `/admin/staff/${first.id}/role`, { role: 'reviewer' })
          : secondApi.send('POST', `/admin/staff/${first.id}/deactivate`),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const active = await server.db.select().from(adminUsers).where(eq(adminUsers.isActive, true));
      expect(active.filter((row) => row.role === 'administrator')).toHaveLength(1);
      await administratorsOtherThan([]);
      await server.db.update(adminUsers).set({ role: 'administrator' }).where(eq(adminUsers.id, me));
    }

    // The rule itself: with the target the only active administrator, the change is refused whoever asks.
    const only = await addStaff(server, adminCookie, 'administrator');
    const asker = await addStaff(server, adminCookie, 'administrator');
    await server.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.role, 'administrator'));
    await server.db.update(adminUsers).set({ isActive: true }).where(eq(adminUsers.id, only.id));
    const ctx = {
      db: server.db,
      sessionSecret: server.config.SESSION_SECRET,
      actor: { id: asker.id, username: asker.username, displayName: 'Asker', role: 'administrator' as const },
      ip: '127.0.0.1',
    };
    await expect(deactivateStaff(ctx, only.id)).rejects.toMatchObject({ code: 'last_administrator', statusCode: 409 });
    await expect(changeStaffRole(ctx, only.id, 'reviewer')).rejects.toMatchObject({ code: 'last_administrator' });
    expect(await staffRow(server, only.id)).toMatchObject({ isActive: true, role: 'administrator' });
    await server.db.update(adminUsers).set({ isActive: true }).where(eq(adminUsers.id, me));
  });
});
