import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ApplicationInsert,
  adminApi,
  insertApplication,
  loginAdmin,
  saMidnightToday,
  uniqueToken,
} from './support/admin.js';
import { DATABASES, type JsonBody, readJson, startTestServer, type TestServer } from './support/test-server.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(DATABASES)('admin applications list, stats and export on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    api = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (query: Record<string, string | number>) =>
    api.json(
      `/admin/applications?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    );
  const refs = (body: JsonBody) => body.applications.map((a: JsonBody) => a.appReference);
  const insertAll = (rows: Array<Partial<ApplicationInsert>>) =>
    Promise.all(rows.map((row) => insertApplication(server, row)));

  test('stats count every status, verified, type, and today/week/month in Johannesburg time', async () => {
    const before = await api.json('/admin/stats');
    const midnight = saMidnightToday().getTime();
    const now = Date.now();
    const rows: Array<Partial<ApplicationInsert>> = [
      { status: 'incomplete', cellConfirmedAt: null, createdAt: new Date(now) },
      { status: 'pending', createdAt: new Date(midnight + 30 * 60_000) }, // 00:30 SAST today (22:30 UTC)
      { status: 'pending', isBusiness: true, formType: 4, createdAt: new Date(midnight - 30 * 60_000) }, // 23:30 yesterday
      { status: 'needsinfo', createdAt: new Date(now - 3 * DAY) },
      { status: 'approved', isBusiness: true, formType: 4, createdAt: new Date(now - 10 * DAY) },
      { status: 'rejected', createdAt: new Date(now - 40 * DAY) },
      { status: 'completed', createdAt: new Date(now - 40 * DAY) },
      { status: 'archived', isBusiness: true, formType: 4, createdAt: new Date(now - 3 * DAY) },
      { status: 'incomplete', cellConfirmedAt: null, createdAt: new Date(now - 400 * DAY) },
    ];
    await insertAll(rows);
    const after = await api.json('/admin/stats');

    // Monday 00:00 and the 1st 00:00 in Johannesburg (UTC+2 all year).
    const sast = new Date(now + 2 * HOUR);
    const weekStart = midnight - ((sast.getUTCDay() + 6) % 7) * DAY;
    const monthStart = Date.UTC(sast.getUTCFullYear(), sast.getUTCMonth(), 1) - 2 * HOUR;
    const since = (start: number) => rows.filter((r) => (r.createdAt as Date).getTime() >= start).length;

    const expected = {
      totalApplications: 9,
      needsInfoApplications: 1,
      incompleteApplications: 2,
      pendingApplications: 2,
      approvedApplications: 1,
      rejectedApplications: 1,
      completedApplications: 1,
      archivedApplications: 1,
      verifiedApplications: 7,
      applicationsToday: 2,
      applicationsThisWeek: since(weekStart),
      applicationsThisMonth: since(monthStart),
      residentialApplications: 6,
      businessApplications: 3,
    };
    expect(Object.keys(after).sort()).toEqual([...Object.keys(expected), 'completionRate'].sort());
    const delta = Object.fromEntries(Object.keys(expected).map((key) => [key, after[key] - before[key]]));
    expect(delta).toEqual(expected);
    // docs/overview-figures.md: completed over total, the archived one left out.
    expect(after.completionRate).toBe(Math.round((after.completedApplications / after.totalApplications) * 100));
  });

  test('termination stats are all zero until terminations exist', async () => {
    const stats = await api.json('/admin/termination-stats');
    expect(stats.totalTerminations).toBe(0);
    expect(Object.values(stats).every((v) => v === 0)).toBe(true);
  });

  test('the status filter and the type filter (all_types means none)', async () => {
    const t = uniqueToken();
    const [pending, business, rejected] = await insertAll([
      { surname: t, status: 'pending' },
      { surname: t, status: 'pending', isBusiness: true, formType: 4 },
      { surname: t, status: 'rejected' },
    ]);
    expect(refs(await list({ search: t, status: 'rejected' }))).toEqual([rejected!.reference]);
    expect(refs(await list({ search: t, status: 'pending' })).sort()).toEqual(
      [pending!.reference, business!.reference].sort(),
    );
    const businessOnly = await list({ search: t, type: 'business' });
    expect(refs(businessOnly)).toEqual([business!.reference]);
    expect(businessOnly.applications[0]).toMatchObject({
      applicantType: 'business',
      status: 'pending',
      email: expect.any(String),
    });
    expect((await list({ search: t, type: 'residential' })).total).toBe(2);
    expect((await list({ search: t, type: 'all_types' })).total).toBe(3);
  });

  test('search finds by name, reference, email and phone digits', async () => {
    const t = uniqueToken('Zulu');
    const [row] = await insertAll([
      { firstName: 'Nomvula', surname: t, email: `${t.toLowerCase()}@example.co.za`, cellPhone: '+27821234567' },
      { firstName: 'Other', surname: uniqueToken() },
    ]);
    expect(refs(await list({ search: `nomvula ${t.toUpperCase()}` }))).toEqual([row!.reference]);
    expect(refs(await list({ search: row!.reference }))).toEqual([row!.reference]);
    expect(refs(await list({ search: row!.reference.toLowerCase() }))).toEqual([row!.reference]);
    expect(refs(await list({ search: `${t.toLowerCase()}@example` }))).toEqual([row!.reference]);
    for (const phone of ['082 123 4567', '0821234567', '+27 82 123 4567']) {
      expect(refs(await list({ search: phone })), phone).toEqual([row!.reference]);
    }
  });

  test('search treats % and _ literally', async () => {
    const t = uniqueToken('Lit');
    const [underscore, , percent] = await insertAll([
      { surname: `${t}a_c` },
      { surname: `${t}abc` },
      { surname: `${t}x%y` },
      { surname: `${t}xzzy` },
    ]);
    expect(refs(await list({ search: `${t}a_c` }))).toEqual([underscore!.reference]);
    expect(refs(await list({ search: `${t}x%y` }))).toEqual([percent!.reference]);
  });

  test('one or two characters find names and emails that start with them, % and _ literally', async () => {
    const t = uniqueToken('Short');
    const [percent, underscore, named, mailed] = await insertAll([
      { firstName: '%pct', surname: t },
      { firstName: '_und', surname: t },
      { firstName: 'Qz', surname: t, email: 'someone@example.co.za' },
      { firstName: 'Lerato', surname: t, email: 'qzmail@example.co.za' },
    ]);
    expect(refs(await list({ search: '%', pageSize: 100 }))).toEqual([percent!.reference]);
    expect(refs(await list({ search: '_u', pageSize: 100 }))).toEqual([underscore!.reference]);
    expect(refs(await list({ search: 'qZ', pageSize: 100 })).sort()).toEqual(
      [named!.reference, mailed!.reference].sort(),
    );
    // Not from the middle: "ra" is inside "Lerato", yet does not find it.
    expect(refs(await list({ search: 'ra', pageSize: 100 }))).not.toContain(mailed!.reference);
  });

  test('date filters: today, yesterday, last_week, last_month in Johannesburg days; all_dates means none', async () => {
    const t = uniqueToken('Date');
    const midnight = saMidnightToday().getTime();
    const now = Date.now();
    const at = (ms: number) => ({ surname: t, createdAt: new Date(ms) });
    const [nowRow, justAfter, justBefore, minuteBefore, days3, days10] = await insertAll([
      at(now),
      at(midnight + 30 * 60_000),
      at(midnight - 30 * 60_000),
      at(midnight - 60_000),
      at(now - 3 * DAY),
      at(now - 10 * DAY),
      at(now - 40 * DAY),
    ]);
    const sorted = async (dateFilter?: string) =>
      refs(await list({ search: t, ...(dateFilter ? { dateFilter } : {}) })).sort();
    const of = (...rows: Array<{ reference: string } | undefined>) => rows.map((r) => r!.reference).sort();
    expect(await sorted('today')).toEqual(of(nowRow, justAfter));
    expect(await sorted('yesterday')).toEqual(of(justBefore, minuteBefore));
    expect(await sorted('last_week')).toEqual(of(nowRow, justAfter, justBefore, minuteBefore, days3));
    expect(await sorted('last_month')).toEqual(of(nowRow, justAfter, justBefore, minuteBefore, days3, days10));
    expect((await list({ search: t, dateFilter: 'all_dates' })).total).toBe(7);
    expect((await list({ search: t })).total).toBe(7);
  });

  test('sorting by name and by creation date, both ways', async () => {
    const t = uniqueToken('Sort');
    const now = Date.now();
    const [charlie, alpha, bravo] = await insertAll([
      { firstName: 'Charlie', surname: t, createdAt: new Date(now - 3 * HOUR) },
      { firstName: 'Alpha', surname: t, createdAt: new Date(now - 1 * HOUR) },
      { firstName: 'Bravo', surname: t, createdAt: new Date(now - 2 * HOUR) },
    ]);
    const names = async (sort: string, order: string) =>
      (await list({ search: t, sort, order })).applications.map((a: JsonBody) => a.fullName.split(' ')[0]);
    expect(await names('name', 'asc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('name', 'desc')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await names('createdAt', 'asc')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await names('createdAt', 'desc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(refs(await list({ search: t }))).toEqual([alpha, bravo, charlie].map((r) => r!.reference));
  });

  test('paging on the server: page 2 of 30 rows at 25 a page has the last 5', async () => {
    const t = uniqueToken('Page');
    const now = Date.now();
    await insertAll(Array.from({ length: 30 }, (_, i) => ({ surname: t, createdAt: new Date(now - i * 60_000) })));
    const first = await list({ search: t, page: 1, pageSize: 25 });
    const second = await list({ search: t, page: 2, pageSize: 25 });
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.applications).toHaveLength(25);
    expect(second).toMatchObject({ total: 30, page: 2, pageSize: 25 });
    expect(second.applications).toHaveLength(5);
    expect(new Set([...refs(first), ...refs(second)]).size).toBe(30);
    expect((await list({ search: t, page: 3, pageSize: 25 })).applications).toEqual([]);
    expect((await list({ search: t, pageSize: 50 })).applications).toHaveLength(30);
  });

  test('bad list queries get 400 with a field error', async () => {
    const bad = async (query: string, field: string) => {
      const response = await api.get(`/admin/applications?${query}`);
      expect(response.status, query).toBe(400);
      const { error } = await readJson(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields), query).toContain(field);
    };
    await bad('pageSize=10', 'pageSize');
    await bad('page=0', 'page');
    await bad(`search=${'a'.repeat(101)}`, 'search');
    await bad('status=nonsense', 'status');
    await bad('sort=password', 'sort');
    await bad('dateFilter=forever', 'dateFilter');
    expect((await api.get(`/admin/applications?search=${'a'.repeat(100)}`)).status).toBe(200);
  });

  test('CSV export: the filtered rows, formula cells defused, as an attachment', async () => {
    const t = uniqueToken('Csv');
    await insertAll([
      { firstName: '=HYPERLINK("http://evil.example")', surname: t, status: 'pending' },
      { firstName: 'Sipho', surname: t, status: 'pending', email: '+sum@example.co.za' },
      { firstName: 'Ruled', surname: t, status: 'rejected' },
      { firstName: 'Late', surname: t, status: 'approved', createdAt: new Date('2026-03-01T22:30:00Z') },
    ]);
    const response = await api.get(`/admin/applications/export.csv?search=${t}&status=pending`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=[\w.-]+\.csv$/);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Reference,Name,Email,Phone,Created (SAST),Type,Status,Complex,Unit,Account No,Due (SAST),Overdue,Assigned To',
    );
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes('Ruled'))).toBe(false);
    const formula = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"") ${t}"`);
    expect(lines.find((l) => l.includes('Sipho'))).toContain(",'+sum@example.co.za,");
    expect(lines.every((l, i) => i === 0 || l.includes(',Residential,pending,'))).toBe(true);

    const all = await api.get(`/admin/applications/export.csv?search=${t}&dateFilter=all_dates&type=all_types`);
    const allLines = (await all.text()).trim().split(/\r?\n/);
    expect(allLines).toHaveLength(5);
    // 22:30 UTC on 1 March is 00:30 on 2 March in Johannesburg.
    expect(allLines.find((l) => l.includes('Late'))).toMatch(/2026\/03\/02,? 00:30/);
  });

  test('CSV export keeps the sort of the list, and phone numbers as they are', async () => {
    const t = uniqueToken('Srt');
    const rows = await insertAll([
      { firstName: 'Bongani', surname: t, status: 'pending', cellPhone: '+27821110001' },
      { firstName: 'Anele', surname: t, status: 'pending', cellPhone: '+27821110002' },
      { firstName: 'Cebo', surname: t, status: 'pending', cellPhone: '+27821110003' },
    ]);
    const namesOf = async (query: string) =>
      (await (await api.get(`/admin/applications/export.csv?search=${t}&${query}`)).text())
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[1]);
    expect(await namesOf('sort=name&order=asc')).toEqual([`Anele ${t}`, `Bongani ${t}`, `Cebo ${t}`]);
    expect(await namesOf('sort=name&order=desc')).toEqual([`Cebo ${t}`, `Bongani ${t}`, `Anele ${t}`]);
    const csv = await (await api.get(`/admin/applications/export.csv?search=${t}`)).text();
    // A spreadsheet would read the "'" as part of the number: an E.164 number cannot run as a formula.
    expect(csv).toContain(',+27821110001,');
    expect(csv).not.toContain("'+27");
    expect(rows).toHaveLength(3);
  });

  test('Each page of the list carries the count of every status under the same search and filters', async () => {
    const t = uniqueToken('Cnt');
    await insertAll([
      { surname: t, status: 'pending' },
      { surname: t, status: 'pending' },
      { surname: t, status: 'approved' },
      { surname: t, status: 'archived', isBusiness: true, formType: 4 },
    ]);
    const page = await api.json(`/admin/applications?search=${t}&status=approved`);
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({
      incomplete: 0,
      pending: 2,
      needsinfo: 0,
      approved: 1,
      rejected: 0,
      completed: 0,
      archived: 1,
    });
    expect((await api.json(`/admin/applications?search=${t}&type=residential`)).counts.archived).toBe(0);
  });
});
