import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cases } from '../src/db/schema.js';
import { addBusinessHours } from '../src/domain/calendar/business-hours.js';
import { fillMissingDueDates } from '../src/domain/cases/service-levels.js';
import {
  adminApi,
  auditOf,
  eventsOf,
  insertApplication,
  insertApprovable,
  loginAdmin,
  rowOf,
} from './support/admin.js';
import { addStaff, signInStaff } from './support/staff.js';
import { insertTermination } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

type Api = ReturnType<typeof adminApi>;
const HOUR = 3_600_000;

describe.each(DATABASES)('who holds a case, and when it is due, on %s', (kind) => {
  let server: TestServer;
  let admin: Api;
  let adminId: string;
  let first: { api: Api; id: string; name: string };
  let second: { api: Api; id: string; name: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    const cookie = await loginAdmin(server);
    admin = adminApi(server, cookie);
    adminId = (await readJson(await admin.get('/admin/session'))).admin.id;
    const reviewer = async () => {
      const added = await addStaff(server, cookie, 'reviewer');
      return {
        api: adminApi(server, await signInStaff(server, added.username, added.password)),
        id: added.id,
        name: added.body.staff.displayName as string,
      };
    };
    first = await reviewer();
    second = await reviewer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const assign = (as: Api, reference: string, assignee: unknown, list = 'applications') =>
    as.send('POST', `/admin/${list}/${reference}/assign`, { assignee });
  const listed = async (as: Api, query: string, list = 'applications') =>
    (await as.json(`/admin/${list}?${query}`))[list] as Array<Record<string, unknown>>;

  test('a reviewer takes a free case: the lists, the detail, the timeline and the audit say who holds it', async () => {
    const app = await insertApplication(server);
    const taken = await assign(first.api, app.reference, 'me');
    expect(taken.status).toBe(200);
    expect(await readJson(taken)).toEqual({ success: true, assignee: { id: first.id, displayName: first.name } });

    const mine = await listed(first.api, 'assignee=me&status=pending&pageSize=100');
    expect(mine.find((row) => row.id === app.id)?.assignee).toEqual({ id: first.id, displayName: first.name });
    expect((await listed(second.api, 'assignee=me&status=pending&pageSize=100')).some((r) => r.id === app.id)).toBe(
      false,
    );
    expect((await listed(admin, `assignee=${first.id}&pageSize=100`)).map((row) => row.id)).toContain(app.id);
    expect((await listed(admin, 'assignee=none&status=pending&pageSize=100')).some((r) => r.id === app.id)).toBe(false);
    const detail = await second.api.json(`/admin/applications/${app.reference}`);
    expect(detail.assignee).toEqual({ id: first.id, displayName: first.name });

    const events = await eventsOf(server, app.id);
    expect(events.map((event) => [event.kind, event.data])).toContainEqual([
      'assigned',
      { from: null, to: { id: first.id, displayName: first.name } },
    ]);
    expect((await auditOf(server, app.reference)).map((entry) => [entry.action, entry.details])).toContainEqual([
      'application.assigned',
      { from: null, to: first.id },
    ]);
  });

  test('two staff taking the same free case at once: exactly one gets it, the others are told who has it', async () => {
    const app = await insertApplication(server);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => assign(i % 2 === 0 ? first.api : second.api, app.reference, 'me')),
    );
    const statuses = attempts.map((response) => response.status);
    const winners = attempts.filter((response) => response.status === 200);
    const holder = (await rowOf(server, app.id)).assigneeId;
    // The winner's own later attempts are answered 200 too (it is already theirs); the other's all 409.
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const winnerIsFirst = holder === first.id;
    expect(winners.length).toBe(5);
    for (const [i, response] of attempts.entries()) {
      const fromWinner = (i % 2 === 0) === winnerIsFirst;
      expect(response.status).toBe(fromWinner ? 200 : 409);
      if (!fromWinner) {
        const { error } = await readJson(response);
        expect(error.code).toBe('case_held');
        expect(error.message).toContain(winnerIsFirst ? first.name : second.name);
      }
    }
    const assigned = (await eventsOf(server, app.id)).filter((event) => event.kind === 'assigned');
    expect(assigned).toHaveLength(1);
  });

  test('a reviewer cannot decide a case another holds; an administrator may, and the audit names the holder', async () => {
    const app = await insertApprovable(server, { depositCents: 150_000, depositApprovedAt: new Date() });
    expect((await assign(first.api, app.reference, 'me')).status).toBe(200);
    const before = await rowOf(server, app.id);

    const refused = await second.api.send('POST', `/admin/applications/${app.reference}/reject`, {
      reason: 'incomplete-info',
    });
    expect(refused.status).toBe(409);
    const { error } = await readJson(refused);
    expect(error).toMatchObject({ code: 'case_held', assignee: { id: first.id, displayName: first.name } });
    expect(error.message).toContain(first.name);
    expect(await rowOf(server, app.id)).toEqual(before);
    // Nor can they take it, free it, or give it away.
    expect((await assign(second.api, app.reference, 'me')).status).toBe(409);
    expect((await assign(second.api, app.reference, null)).status).toBe(409);
    expect((await assign(second.api, app.reference, adminId)).status).toBe(403);

    const approved = await admin.send('POST', `/admin/applications/${app.reference}/approve`, {});
    expect(approved.status).toBe(200);
    const audit = await auditOf(server, app.reference);
    expect(audit.find((entry) => entry.action === 'application.approve')?.details).toMatchObject({
      assignee: { id: first.id, displayName: first.name },
    });
  });

  test('an administrator gives a case to someone and frees it; bad bodies change nothing', async () => {
    const app = await insertApplication(server);
    expect((await assign(admin, app.reference, second.id)).status).toBe(200);
    expect((await rowOf(server, app.id)).assigneeId).toBe(second.id);
    expect((await assign(admin, app.reference, adminId)).status).toBe(200);
    const passed = (await eventsOf(server, app.id)).filter((event) => event.kind === 'assigned').at(-1);
    expect(passed?.data).toMatchObject({ from: { id: second.id }, to: { id: adminId } });
    expect((await assign(admin, app.reference, null)).status).toBe(200);
    expect((await rowOf(server, app.id)).assigneeId).toBeNull();

    const before = await rowOf(server, app.id);
    for (const body of [{}, { assignee: 'someone' }, { assignee: 42 }, { assignee: crypto.randomUUID() }]) {
      const response = await admin.send('POST', `/admin/applications/${app.reference}/assign`, body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.code).toBe('validation_failed');
    }
    expect(await rowOf(server, app.id)).toEqual(before);
    expect((await admin.get('/admin/applications?assignee=nobody')).status).toBe(400);
  });

  test('terminations are taken and filtered alike', async () => {
    const termination = await insertTermination(server);
    expect((await assign(second.api, termination.id, 'me', 'terminations')).status).toBe(200);
    const mine = await listed(second.api, 'assignee=me&pageSize=100', 'terminations');
    expect(mine.find((row) => row.id === termination.id)?.assignee).toEqual({
      id: second.id,
      displayName: second.name,
    });
    const refused = await first.api.send('POST', `/admin/terminations/${termination.id}/reject`, {
      reason: 'invalid-account',
    });
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).error.code).toBe('case_held');
  });

  test('a decision starts the new status clock; the lists show dueAt and overdue, and sort and filter by them', async () => {
    const app = await insertApprovable(server, { depositCents: 150_000, depositApprovedAt: new Date() });
    const before = Date.now();
    expect((await admin.send('POST', `/admin/applications/${app.reference}/approve`, {})).status).toBe(200);
    const dueAt = (await rowOf(server, app.id)).dueAt!;
    // Approved: 42.5 business hours from the decision (the default SLA_APPROVED_HOURS).
    const earliest = addBusinessHours(new Date(before - 1000), 42.5).getTime();
    const latest = addBusinessHours(new Date(), 42.5).getTime();
    expect(dueAt.getTime()).toBeGreaterThanOrEqual(earliest);
    expect(dueAt.getTime()).toBeLessThanOrEqual(latest);

    // Three pending cases: two past due (one more so), one not yet.
    const late = await insertApplication(server);
    const later = await insertApplication(server);
    const early = await insertApplication(server);
    const setDue = (id: string, at: Date) => server.db.update(cases).set({ dueAt: at }).where(eq(cases.id, id));
    await setDue(late.id, new Date(Date.now() - 2 * HOUR));
    await setDue(later.id, new Date(Date.now() - 50 * HOUR));
    await setDue(early.id, new Date(Date.now() + 3 * HOUR));

    const overdue = await listed(admin, 'status=pending&overdue=true&sort=dueAt&order=asc&pageSize=100');
    const ids = overdue.map((row) => row.id);
    expect(ids.indexOf(later.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).not.toContain(early.id);
    expect(overdue.every((row) => row.overdue === true)).toBe(true);
    const all = await listed(admin, 'status=pending&sort=dueAt&order=asc&pageSize=100');
    const row = all.find((r) => r.id === early.id);
    expect(row).toMatchObject({
      overdue: false,
      dueAt: new Date((await rowOf(server, early.id)).dueAt!).toISOString(),
    });
    const dues = all.map((r) => r.dueAt as string | null).filter((due): due is string => due !== null);
    expect(dues).toEqual([...dues].sort());
  });

  test('open cases written without a due time get one at the start, from when they entered their status', async () => {
    const submitted = new Date('2026-12-11T13:00:00Z'); // Friday 15:00 in Johannesburg
    const app = await insertApplication(server, { submittedAt: submitted });
    const closed = await insertApplication(server, { status: 'completed' });
    expect((await rowOf(server, app.id)).dueAt).toBeNull();
    expect(await fillMissingDueDates(server.db)).toBeGreaterThanOrEqual(1);
    // Pending: 17 business hours, over the weekend, to Tuesday 15:00.
    expect((await rowOf(server, app.id)).dueAt).toEqual(new Date('2026-12-15T13:00:00Z'));
    expect((await rowOf(server, closed.id)).dueAt).toBeNull();
    expect(await fillMissingDueDates(server.db)).toBe(0);
  });
});
