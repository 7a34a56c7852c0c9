import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';
import { adminUsers, auditLog } from '../../src/db/schema.js';
import { ADMIN_API, adminApi, loginAdmin } from './admin.js';
import { type JsonBody, postJson, readJson, sessionCookie, type TestServer } from './test-server.js';

let counter = 0;
/** A username no other test of the run uses. */
export const uniqueUsername = (prefix = 'staff') => `${prefix}.${process.pid}.${Date.now() % 100_000}.${counter++}`;

let addressCounter = 1;
/** A client address of its own (the test server trusts X-Forwarded-For from 127.0.0.1), so throttles do not mix. */
export const freshAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** The sign-in calls from one client address. */
export function signInCalls(server: TestServer, ip = freshAddress()) {
  const headers = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });
  return {
    ip,
    login: (username: string, password: string) =>
      postJson(server.url(`${ADMIN_API}/admin/login`), { username, password }, headers()),
    /** The second step with the challenge cookie of a login answer. */
    secondStep: (challengeCookie: string, code: unknown) =>
      postJson(server.url(`${ADMIN_API}/admin/login/two-factor`), { code }, headers({ cookie: challengeCookie })),
  };
}

/** The `pm_admin_2fa=...` pair a login answer set. */
export function challengeCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('pm_admin_2fa='));
  if (!header) throw new Error('no two-factor challenge cookie set');
  return header.split(';')[0]!;
}

export interface AddedStaff {
  id: string;
  username: string;
  password: string;
  body: JsonBody;
}

/**
 * The test administrator adds a staff member through the API. The generated password is temporary (it must be
 * changed at the first sign-in): `temporary: false`, the default, makes it the member's own at once, as after that
 * change, for the tests of anything else; the change itself has tests of its own (own-password.test.ts).
 */
export async function addStaff(
  server: TestServer,
  adminCookie: string,
  role: 'administrator' | 'reviewer' = 'reviewer',
  username = uniqueUsername(role),
  { temporary = false } = {},
): Promise<AddedStaff> {
  const response = await adminApi(server, adminCookie).send('POST', '/admin/staff', {
    displayName: `Staff ${username}`,
    username,
    role,
  });
  const body = await readJson(response);
  expect(response.status, JSON.stringify(body)).toBe(201);
  if (!temporary) {
    await server.db.update(adminUsers).set({ mustChangePassword: false }).where(eq(adminUsers.id, body.staff.id));
  }
  return { id: body.staff.id, username: body.staff.username, password: body.password, body };
}

/** Signs a staff member in with their password (no second factor) and returns the session cookie pair. */
export async function signInStaff(server: TestServer, username: string, password: string): Promise<string> {
  const response = await signInCalls(server).login(username, password);
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

export const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

export const TOTP_STEP_MS = 30_000;

/**
 * The server runs in the test's process, so a fake Date (timers stay real) is its clock too: no test sleeps for a
 * code. The clock stands still until moved; `vi.useRealTimers()` in an afterEach gives the real one back.
 */
export function moveClockTo(timestamp: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(timestamp);
}

/** Moves the clock on by one 30-second step and gives that step's code: later than any code used yet. */
export function nextStepCode(secret: string): string {
  moveClockTo(Date.now() + TOTP_STEP_MS);
  return totpOf(secret).generate();
}

export interface TwoFactorStaff extends AddedStaff {
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

/** A new reviewer who has set up and turned on two-factor sign-in with the code of the current step. */
export async function staffWithTwoFactor(server: TestServer, adminCookie?: string): Promise<TwoFactorStaff> {
  const added = await addStaff(server, adminCookie ?? (await loginAdmin(server)));
  const cookie = await signInStaff(server, added.username, added.password);
  const api = adminApi(server, cookie);
  const setup = await readJson(await api.send('POST', '/admin/me/two-factor/setup'));
  const enabled = await api.send('POST', '/admin/me/two-factor/enable', { code: totpOf(setup.secret).generate() });
  const body = await readJson(enabled);
  expect(enabled.status, JSON.stringify(body)).toBe(200);
  return { ...added, cookie, secret: setup.secret, recoveryCodes: body.recoveryCodes };
}

export const staffRow = async (server: TestServer, id: string) =>
  (await server.db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!;

export const auditActionsFor = async (server: TestServer, entityId: string) =>
  (await server.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((row) => row.action);
