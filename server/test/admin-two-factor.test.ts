import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  adminRecoveryCodes,
  adminSessions,
  adminTwoFactorChallenges,
  adminUsers,
  auditLog,
  throttleEvents,
} from '../src/db/schema.js';
import { signIn } from '../src/domain/sign-in/sign-in.js';
import { adminApi, loginAdmin } from './support/admin.js';
import {
  addStaff,
  auditActionsFor,
  challengeCookie,
  nextStepCode,
  signInCalls,
  signInStaff,
  staffRow,
  staffWithTwoFactor,
  totpOf,
} from './support/staff.js';
import { DATABASES, readJson, sessionCookie, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('two-factor sign-in on %s', (kind) => {
  let server: TestServer;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '127.0.0.1' });
    adminCookie = await loginAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  // nextStepCode moves the (fake) clock on: each test starts on the real one.
  afterEach(() => {
    vi.useRealTimers();
  });

  const isLive = async (cookie: string) => (await adminApi(server, cookie).get('/admin/me')).status === 200;
  const auditCount = (action: string, adminId: string) =>
    server.db.$count(auditLog, and(eq(auditLog.action, action), eq(auditLog.adminId, adminId)));
  /** The password step of a staff member with two-factor on: the challenge cookie. */
  const passwordStep = async (calls: ReturnType<typeof signInCalls>, username: string, password: string) => {
    const response = await calls.login(username, password);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, twoFactorRequired: true });
    return challengeCookie(response);
  };
  /** Forgets the username's (and the address's) counted failures, as 15 minutes would. */
  const windowPasses = (username: string, ip = '') =>
    server.db.delete(throttleEvents).where(inArray(throttleEvents.key, [`login:user:${username}`, `login:ip:${ip}`]));

  test('Set-up gives an otpauth URI, the base32 secret and a QR code; the secret is stored encrypted', async () => {
    const staff = await addStaff(server, adminCookie);
    const api = adminApi(server, await signInStaff(server, staff.username, staff.password));
    expect(await readJson(await api.get('/admin/me/two-factor'))).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const response = await api.send('POST', '/admin/me/two-factor/setup');
    expect(response.status).toBe(200);
    const setup = await readJson(response);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Protea Management');
    expect(decodeURIComponent(uri.pathname)).toContain(staff.username);
    expect(setup.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(setup.qrCodeSvg).not.toMatch(/<script|on\w+=/i);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const row = await staffRow(server, staff.id);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(setup.secret);
    expect(row.totpEnabledAt).toBeNull();
    // Set up but not confirmed: the password alone still signs in.
    expect((await signInCalls(server).login(staff.username, staff.password)).headers.getSetCookie().join()).toContain(
      'pm_admin=',
    );
  });

  test('Enabling needs a right current code: a wrong one gets 400 on the code field, a right one 10 recovery codes', async () => {
    const staff = await addStaff(server, adminCookie);
    const api = adminApi(server, await signInStaff(server, staff.username, staff.password));
    const enableBeforeSetUp = await api.send('POST', '/admin/me/two-factor/enable', { code: '123456' });
    expect(enableBeforeSetUp.status).toBe(409);
    expect((await readJson(enableBeforeSetUp)).error.code).toBe('two_factor_not_set_up');

    const { secret } = await readJson(await api.send('POST', '/admin/me/two-factor/setup'));
    const wrongCode = String((Number(totpOf(secret).generate()) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await api.send('POST', '/admin/me/two-factor/enable', { code: wrongCode });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error).toEqual({
      code: 'two_factor_code_mismatch',
      message: 'That code does not match. Enter the current 6-digit code from your authenticator app.',
      fields: { code: ['That code does not match. Enter the current 6-digit code from your authenticator app.'] },
    });
    expect((await staffRow(server, staff.id)).totpEnabledAt).toBeNull();

    for (const body of [{}, { code: '12345' }, { code: 'abcdef' }, { code: 123456 }, { code: '1234567' }]) {
      const response = await api.send('POST', '/admin/me/two-factor/enable', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await readJson(response)).error.fields)).toEqual(['code']);
    }
    expect((await staffRow(server, staff.id)).totpEnabledAt).toBeNull();

    const right = await api.send('POST', '/admin/me/two-factor/enable', { code: totpOf(secret).generate() });
    expect(right.status).toBe(200);
    const { recoveryCodes } = await readJson(right);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await server.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, staff.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes.join()).not.toContain(row.codeHash);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);

    const status = await readJson(await api.get('/admin/me/two-factor'));
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const again = await api.send('POST', '/admin/me/two-factor/setup');
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.code).toBe('two_factor_already_enabled');
    expect(await auditActionsFor(server, staff.id)).toContain('staff.two_factor_enabled');
    const listed = (await adminApi(server, adminCookie).json('/admin/staff')).staff.find(
      (s: { id: string }) => s.id === staff.id,
    );
    expect(listed.twoFactorEnabled).toBe(true);
  });

  test('Sign-in needs the second step: the password alone gives a challenge cookie, not a session', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const calls = signInCalls(server);
    const response = await calls.login(staff.username, staff.password);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, twoFactorRequired: true });
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('pm_admin='))).toBe(false);
    const challenge = cookies.find((c) => c.startsWith('pm_admin_2fa='))!;
    expect(challenge).toContain('HttpOnly');
    expect(challenge).toContain('SameSite=Strict');
    expect(Date.parse(/Expires=([^;]+)/.exec(challenge)![1]!) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const cookie = challengeCookie(response);
    expect(await readJson(await adminApi(server, cookie).get('/admin/session'))).toEqual({ admin: null });
    expect((await adminApi(server, cookie).get('/admin/me')).status).toBe(401);
    const [row] = await server.db
      .select()
      .from(adminTwoFactorChallenges)
      .where(eq(adminTwoFactorChallenges.adminId, staff.id));
    expect(row!.tokenHash).not.toBe(cookie.split('=')[1]);

    const lastBefore = (await staffRow(server, staff.id)).lastSignInAt;
    const signedIn = await calls.secondStep(cookie, nextStepCode(staff.secret));
    expect(signedIn.status).toBe(200);
    const body = await readJson(signedIn);
    expect(body).toMatchObject({ success: true, admin: { id: staff.id, role: 'reviewer' } });
    const session = sessionCookie(signedIn);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/pm_admin_2fa=;/);
    expect(await isLive(session)).toBe(true);
    expect((await staffRow(server, staff.id)).lastSignInAt!.getTime()).toBeGreaterThan(lastBefore!.getTime());
    expect(await server.db.$count(adminTwoFactorChallenges, eq(adminTwoFactorChallenges.adminId, staff.id))).toBe(0);
    // The challenge is spent: a second use signs no one in.
    expect((await calls.secondStep(cookie, nextStepCode(staff.secret))).status).toBe(401);
  });

  test('A wrong code is counted and audited; the right one then signs in', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const calls = signInCalls(server);
    const cookie = await passwordStep(calls, staff.username, staff.password);
    const wrong = await calls.secondStep(cookie, '000000' === nextStepCode(staff.secret) ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).error).toEqual({
      code: 'invalid_two_factor_code',
      message:
        'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
    });
    const [challenge] = await server.db
      .select()
      .from(adminTwoFactorChallenges)
      .where(eq(adminTwoFactorChallenges.adminId, staff.id));
    expect(challenge!.attempts).toBe(1);
    expect(await server.db.$count(throttleEvents, eq(throttleEvents.key, `login:user:${staff.username}`))).toBe(1);
    expect(await auditCount('admin.two_factor_failed', staff.id)).toBe(1);

    const right = await calls.secondStep(cookie, nextStepCode(staff.secret));
    expect(right.status).toBe(200);
    // Success clears the username's failures, as a plain sign-in does.
    expect(await server.db.$count(throttleEvents, eq(throttleEvents.key, `login:user:${staff.username}`))).toBe(0);
  });

  test('A TOTP code already used for a sign-in is refused, even when two sign-ins send it at once', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const calls = signInCalls(server);
    const code = nextStepCode(staff.secret);
    const [first, second] = [
      await passwordStep(calls, staff.username, staff.password),
      await passwordStep(calls, staff.username, staff.password),
    ];
    const answers = await Promise.all([calls.secondStep(first, code), calls.secondStep(second, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);

    const replay = await calls.secondStep(await passwordStep(calls, staff.username, staff.password), code);
    expect(replay.status).toBe(401);
    // The code that turned two-factor on is used too.
    await windowPasses(staff.username);
    const enableCode = totpOf(staff.secret).generate({ timestamp: Date.now() - 30_000 });
    const older = await calls.secondStep(await passwordStep(calls, staff.username, staff.password), enableCode);
    expect(older.status).toBe(401);
  });

  test('A recovery code works once, even when sent twenty times at once', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const code = staff.recoveryCodes[3]!;
    // Twenty sign-ins past their password (one after another: the throttle checks at most five at once), then the
    // same recovery code on all twenty at once.
    const attempts: Array<{ calls: ReturnType<typeof signInCalls>; cookie: string }> = [];
    for (let i = 0; i < 20; i++) {
      const calls = signInCalls(server);
      attempts.push({ calls, cookie: await passwordStep(calls, staff.username, staff.password) });
    }
    const answers = await Promise.all(attempts.map(({ calls, cookie }) => calls.secondStep(cookie, code)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 401 || s === 429)).toBe(true);
    const used = await server.db
      .select()
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, staff.id), sql`${adminRecoveryCodes.usedAt} is not null`));
    expect(used).toHaveLength(1);
    expect(await auditCount('admin.recovery_code_used', staff.id)).toBe(1);
    const status = await readJson(await adminApi(server, staff.cookie).get('/admin/me/two-factor'));
    expect(status.recoveryCodesLeft).toBe(9);

    await windowPasses(staff.username);
    const calls = signInCalls(server);
    expect((await calls.secondStep(await passwordStep(calls, staff.username, staff.password), code)).status).toBe(401);
    // Typed in capitals, without the dash: another unused code works.
    const other = staff.recoveryCodes[4]!.replace('-', '').toUpperCase();
    const typed = await calls.secondStep(await passwordStep(calls, staff.username, staff.password), ` ${other} `);
    expect(typed.status).toBe(200);
  });

  test('Five tries per challenge; wrong codes count in the sign-in throttle: 429 with Retry-After', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const calls = signInCalls(server);
    const cookie = await passwordStep(calls, staff.username, staff.password);
    for (let i = 0; i < 5; i++) expect((await calls.secondStep(cookie, `00000${i}`)).status).toBe(401);
    // The username has five failures: the next try, and the password step too, are throttled.
    const throttled = await calls.secondStep(cookie, nextStepCode(staff.secret));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await readJson(throttled)).error.code).toBe('too_many_attempts');
    const passwordAgain = await signInCalls(server).login(staff.username, staff.password);
    expect(passwordAgain.status).toBe(429);

    // Even with the window passed, the challenge has had its five tries: the sign-in starts again.
    await windowPasses(staff.username, calls.ip);
    const spent = await calls.secondStep(cookie, nextStepCode(staff.secret));
    expect(spent.status).toBe(401);
    expect((await readJson(spent)).error.code).toBe('two_factor_expired');
    expect(spent.headers.getSetCookie().join()).toMatch(/pm_admin_2fa=;/);
    expect(await server.db.$count(adminSessions, eq(adminSessions.adminId, staff.id))).toBe(1);
  });

  test('A challenge lasts five minutes; bad input to the second step gets 400 and spends no try', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const calls = signInCalls(server);
    const cookie = await passwordStep(calls, staff.username, staff.password);
    for (const code of [undefined, '', '12', 'not a code!', 'abcdefghijklmnopq', 123456, ['123456']]) {
      const response = await calls.secondStep(cookie, code);
      expect(response.status, JSON.stringify(code)).toBe(400);
      expect(Object.keys((await readJson(response)).error.fields)).toEqual(['code']);
    }
    const [challenge] = await server.db
      .select()
      .from(adminTwoFactorChallenges)
      .where(eq(adminTwoFactorChallenges.adminId, staff.id));
    expect(challenge!.attempts).toBe(0);

    const noCookie = await calls.secondStep('pm_admin_2fa=forged', nextStepCode(staff.secret));
    expect(noCookie.status).toBe(401);
    expect((await readJson(noCookie)).error).toEqual({
      code: 'two_factor_expired',
      message: 'Your sign-in timed out. Please enter your username and password again.',
    });
    await server.db
      .update(adminTwoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminTwoFactorChallenges.adminId, staff.id));
    expect((await calls.secondStep(cookie, nextStepCode(staff.secret))).status).toBe(401);
  });

  test('Deactivating a staff member ends a sign-in waiting for its second step', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const calls = signInCalls(server);
    const cookie = await passwordStep(calls, staff.username, staff.password);
    expect((await adminApi(server, adminCookie).send('POST', `/admin/staff/${staff.id}/deactivate`)).status).toBe(200);
    expect(await server.db.$count(adminTwoFactorChallenges, eq(adminTwoFactorChallenges.adminId, staff.id))).toBe(0);
    const response = await calls.secondStep(cookie, nextStepCode(staff.secret));
    expect(response.status).toBe(401);
    expect(await isLive(staff.cookie)).toBe(false);
  });

  test('Turning one’s own two-factor off needs the current password', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const api = adminApi(server, staff.cookie);
    for (const body of [{}, { password: '' }, { password: 5 }]) {
      const response = await api.send('POST', '/admin/me/two-factor/disable', body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.fields).toEqual({ password: ['Password is required'] });
    }
    const wrong = await api.send('POST', '/admin/me/two-factor/disable', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error.fields).toEqual({ password: ['That password is not right.'] });
    expect((await staffRow(server, staff.id)).totpEnabledAt).not.toBeNull();

    const right = await api.send('POST', '/admin/me/two-factor/disable', { password: staff.password });
    expect(right.status).toBe(200);
    const row = await staffRow(server, staff.id);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await server.db.$count(adminRecoveryCodes, eq(adminRecoveryCodes.adminId, staff.id))).toBe(0);
    expect(await auditActionsFor(server, staff.id)).toContain('staff.two_factor_disabled');
    const again = await api.send('POST', '/admin/me/two-factor/disable', { password: staff.password });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.code).toBe('two_factor_not_enabled');
    // The password alone signs in again.
    expect(await isLive(await signInStaff(server, staff.username, staff.password))).toBe(true);
  });

  test('An administrator turns off another staff member’s two-factor (a lost phone), audited', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const admin = adminApi(server, adminCookie);
    const response = await admin.send('POST', `/admin/staff/${staff.id}/two-factor/disable`);
    expect(response.status).toBe(200);
    expect((await staffRow(server, staff.id)).totpEnabledAt).toBeNull();
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.two_factor_disabled'), eq(auditLog.entityId, staff.id)));
    expect(audit).toMatchObject({ actor: 'admin', details: { username: staff.username, by: 'administrator' } });
    expect(JSON.stringify(audit)).not.toContain(staff.secret);
    const twice = await admin.send('POST', `/admin/staff/${staff.id}/two-factor/disable`);
    expect(twice.status).toBe(409);
    await signInStaff(server, staff.username, staff.password);
  });

  test('A new SESSION_SECRET cannot read the secret: that two-factor set-up is turned off, audited', async () => {
    const staff = await staffWithTwoFactor(server, adminCookie);
    const result = await signIn(
      { db: server.db, throttle: { ...noThrottle }, sessionSecret: 'another-session-secret-of-32-characters!' },
      { username: staff.username, password: staff.password },
      { ip: '10.99.0.1', userAgent: null, language: 'en' },
    );
    expect(result.twoFactorRequired).toBe(false);
    expect((await staffRow(server, staff.id)).totpEnabledAt).toBeNull();
    expect(await auditActionsFor(server, staff.id)).toContain('staff.two_factor_disabled');
  });

  test('Bad input to the two-factor calls gets 400 and changes nothing', async () => {
    const staff = await addStaff(server, adminCookie);
    const api = adminApi(server, await signInStaff(server, staff.username, staff.password));
    await api.send('POST', '/admin/me/two-factor/setup');
    const before = await staffRow(server, staff.id);
    for (const [path, body] of [
      ['/admin/me/two-factor/enable', { code: 'x'.repeat(5000) }],
      ['/admin/me/two-factor/enable', { code: '\u0000' }],
      ['/admin/me/two-factor/disable', { password: 'x'.repeat(201) }],
      ['/admin/me/two-factor/disable', { password: null }],
    ] as const) {
      const response = await api.send('POST', path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
    }
    expect(await staffRow(server, staff.id)).toEqual(before);
    expect(await server.db.$count(adminUsers)).toBeGreaterThan(1);
  });
});

const noThrottle = {
  take: async () => ({ allowed: true as const, ticket: 't' }),
  giveBack: async () => {},
  count: async () => 0,
  clear: async () => {},
  close: async () => {},
};
