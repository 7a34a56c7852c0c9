import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { adminApi, loginAdmin } from './support/admin.js';
import {
  addStaff,
  challengeCookie,
  moveClockTo,
  signInCalls,
  signInStaff,
  staffRow,
  TOTP_STEP_MS,
  totpOf,
} from './support/staff.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** A code of `step` (a 30-second step counted from 1970). */
const codeAt = (secret: string, step: number) => totpOf(secret).generate({ timestamp: step * TOTP_STEP_MS });
/** The clock a few seconds into `step`. */
const intoStep = (step: number, seconds = 5) => moveClockTo(step * TOTP_STEP_MS + seconds * 1000);

describe.each(DATABASES)('the two-factor window on %s', (kind) => {
  let server: TestServer;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '127.0.0.1' });
    adminCookie = await loginAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A reviewer who turns two-factor on at the start of the step after the current one; `step` is that step. */
  async function enabledAtNextStep() {
    const staff = await addStaff(server, adminCookie);
    const cookie = await signInStaff(server, staff.username, staff.password);
    const api = adminApi(server, cookie);
    const { secret } = await readJson(await api.send('POST', '/admin/me/two-factor/setup'));
    const step = Math.floor(Date.now() / TOTP_STEP_MS) + 1;
    intoStep(step, 1);
    const enabled = await api.send('POST', '/admin/me/two-factor/enable', { code: codeAt(secret, step) });
    expect(enabled.status).toBe(200);
    return { ...staff, cookie, secret, step };
  }

  /** The password step, then `code`, from an address of its own. */
  async function signInWith(staff: { username: string; password: string }, code: string) {
    const calls = signInCalls(server);
    const login = await calls.login(staff.username, staff.password);
    expect(login.status).toBe(200);
    return calls.secondStep(challengeCookie(login), code);
  }

  test('Right after set-up the code just used is refused as used, not as wrong; the next step’s code signs in', async () => {
    const staff = await enabledAtNextStep();
    intoStep(staff.step, 20);
    const again = await signInWith(staff, codeAt(staff.secret, staff.step));
    expect(again.status).toBe(401);
    expect((await readJson(again)).error).toEqual({
      code: 'two_factor_code_used',
      message:
        'That code has been used already. Wait for the next code in your authenticator app: it changes every 30 seconds.',
    });
    intoStep(staff.step + 1, 1);
    expect((await signInWith(staff, codeAt(staff.secret, staff.step + 1))).status).toBe(200);
  });

  test('A code is accepted in its own step and the step after it; not two steps on, nor before its step', async () => {
    const staff = await enabledAtNextStep();
    const { step, secret } = staff;
    // Its own step, at the step's last second.
    intoStep(step + 1, 29);
    expect((await signInWith(staff, codeAt(secret, step + 1))).status).toBe(200);
    // The step before the current one: typed as the app moved on.
    intoStep(step + 3, 2);
    expect((await signInWith(staff, codeAt(secret, step + 2))).status).toBe(200);
    // Two steps ago: too old, whatever was used before.
    intoStep(step + 6);
    const stale = await signInWith(staff, codeAt(secret, step + 4));
    expect(stale.status).toBe(401);
    expect((await readJson(stale)).error.code).toBe('invalid_two_factor_code');
    // The next step's code is not accepted early.
    const early = await signInWith(staff, codeAt(secret, step + 7));
    expect(early.status).toBe(401);
    expect((await readJson(early)).error.code).toBe('invalid_two_factor_code');
    expect((await staffRow(server, staff.id)).totpLastUsedStep).toBe(step + 2);
  });

  test('A code is never accepted twice, nor an older one once a later one was used', async () => {
    const staff = await enabledAtNextStep();
    const { step, secret } = staff;
    intoStep(step + 2, 3);
    expect((await signInWith(staff, codeAt(secret, step + 2))).status).toBe(200);
    const twice = await signInWith(staff, codeAt(secret, step + 2));
    expect(twice.status).toBe(401);
    expect((await readJson(twice)).error.code).toBe('two_factor_code_used');
    // The step before is still in the window, but older than the one used.
    const older = await signInWith(staff, codeAt(secret, step + 1));
    expect(older.status).toBe(401);
    expect((await readJson(older)).error.code).toBe('two_factor_code_used');
  });

  test('Twenty sign-ins send the same code at once: exactly one succeeds', async () => {
    const staff = await enabledAtNextStep();
    const { step, secret } = staff;
    intoStep(step + 1, 2);
    const code = codeAt(secret, step + 1);
    // Twenty sign-ins past their password, one after another (the throttle checks at most five at once).
    const attempts: Array<{ calls: ReturnType<typeof signInCalls>; cookie: string }> = [];
    for (let i = 0; i < 20; i++) {
      const calls = signInCalls(server);
      const login = await calls.login(staff.username, staff.password);
      expect(login.status).toBe(200);
      attempts.push({ calls, cookie: challengeCookie(login) });
    }
    const answers = await Promise.all(attempts.map(({ calls, cookie }) => calls.secondStep(cookie, code)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 401 || status === 429)).toBe(true);
    expect((await staffRow(server, staff.id)).totpLastUsedStep).toBe(step + 1);
    const signIns = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.sign_in'), eq(auditLog.adminId, staff.id)));
    expect(signIns.filter((row) => JSON.stringify(row.details).includes('totp'))).toHaveLength(1);
  });

  test('Setting up, enabling and disabling two-factor are audited, with who, from where and never the secret', async () => {
    const staff = await enabledAtNextStep();
    const disabled = await adminApi(server, staff.cookie).send('POST', '/admin/me/two-factor/disable', {
      password: staff.password,
    });
    expect(disabled.status).toBe(200);
    const rows = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'staff'), eq(auditLog.entityId, staff.id)))
      .orderBy(auditLog.id);
    const twoFactor = rows.filter((row) => row.action.startsWith('staff.two_factor_'));
    expect(twoFactor.map((row) => row.action)).toEqual([
      'staff.two_factor_set_up',
      'staff.two_factor_enabled',
      'staff.two_factor_disabled',
    ]);
    for (const row of twoFactor) {
      expect(row).toMatchObject({ adminId: staff.id, actor: staff.username, ip: '127.0.0.1' });
      expect(row.details).toMatchObject({ username: staff.username });
      expect(JSON.stringify(row)).not.toContain(staff.secret);
    }
    expect(twoFactor[2]!.details).toMatchObject({ by: 'self' });
  });
});
