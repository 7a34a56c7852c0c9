import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
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

/** The test administrator adds a staff member through the API. */
export async function addStaff(
  server: TestServer,
  adminCookie: string,
  role: 'administrator' | 'reviewer' = 'reviewer',
  username = uniqueUsername(role),
): Promise<AddedStaff> {
  const response = await adminApi(server, adminCookie).send('POST', '/admin/staff', {
    displayName: `Staff ${username}`,
    username,
    role,
  });
  const body = await readJson(response);
  expect(response.status, JSON.stringify(body)).toBe(201);
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

/** The code of the time step after the current one: accepted (a clock a step ahead), and later than any used yet. */
export const nextStepCode = (secret: string) => totpOf(secret).generate({ timestamp: Date.now() + 30_000 });

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
