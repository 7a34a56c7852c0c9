import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GENERATED_APPLICATIONS } from '../../scripts/bench/generate-applications-sql.js';
import { generateCasesSql } from '../../scripts/bench/generate-cases-sql.js';
import { GENERATED_TERMINATIONS } from '../../scripts/bench/generate-terminations-sql.js';
import { setCountCacheMaxAge } from '../src/db/repositories/count-cache.js';
import { adminApi, loginAdmin } from './support/admin.js';
import { DATABASES, type JsonBody, startTestServer, type TestServer } from './support/test-server.js';

/** More than a search counts (LIST_COUNT_LIMIT, 100), generated as the bench does, with every value derived. */
const ROWS = 4_000;

/** What the CSV export wrote, as rows of cells (quoted cells unquoted; no cell here holds a line break). */
const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .slice(0, -1)
        .map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)),
    );

describe.each(DATABASES)('lists beyond what a search counts, on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.execute(sql.raw(generateCasesSql(GENERATED_APPLICATIONS, 1, ROWS)));
    await server.db.execute(sql.raw(generateCasesSql(GENERATED_TERMINATIONS, 1, 3_000)));
    await server.db.execute(sql`analyze`);
    api = adminApi(server, await loginAdmin(server));
  }, 120_000);
  afterAll(async () => {
    setCountCacheMaxAge(60_000);
    await server?.close();
  });

  const get = (path: string, query: Record<string, string | number>) =>
    api.json(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const every = async () =>
    rowsOf<{ reference: string; status: string }>(
      await server.db.execute(sql`
        select reference, status from cases where kind in ('residential_application', 'business_application')`),
    );

  test('a search matching more than 100 says its figures are lower bounds; a rarer one is exact', async () => {
    const broad = await get('/admin/applications', { search: 'example', pageSize: 50 });
    expect(broad.exact).toBe(false);
    expect(broad.countsExact).toBe(false);
    expect(broad.total).toBe(101);
    expect(broad.applications).toHaveLength(50);
    // A status tab counts its own matches, bounded alike. The generated names: 'nkosi' is the surname Nkosi or the
    // first name Nkosinathi, about 7 % of the rows: more than 100 in all, fewer among the pending ones. A business is
    // found by its representative's name (representative_name), which its own name does not hold.
    const nkosi = sql`kind in ('residential_application', 'business_application') and (display_name ilike '%nkosi%' or representative_name ilike '%nkosi%')`;
    const [allNkosi] = rowsOf<{ count: number }>(
      await server.db.execute(sql`select count(*)::int as count from cases where ${nkosi}`),
    );
    const [pendingNkosi] = rowsOf<{ count: number }>(
      await server.db.execute(sql`select count(*)::int as count from cases where ${nkosi} and status = 'pending'`),
    );
    expect(allNkosi!.count).toBeGreaterThan(100);
    expect(pendingNkosi!.count).toBeLessThanOrEqual(100);
    const common = await get('/admin/applications', { search: 'nkosi', pageSize: 50 });
    expect(common.exact).toBe(false);
    const pending = await get('/admin/applications', { search: 'nkosi', status: 'pending', pageSize: 50 });
    expect(pending.exact).toBe(true);
    expect(pending.countsExact).toBe(false);
    expect(pending.total).toBe(pendingNkosi!.count);
    // A rare search is exact, tabs and all: one full name (900 names over 4,000 rows).
    const rare = await get('/admin/applications', { search: 'Zanele Botha', pageSize: 50 });
    const [matched] = rowsOf<{ count: number }>(
      await server.db.execute(sql`
        select count(*)::int as count from cases
        where kind in ('residential_application', 'business_application') and (display_name ilike '%Zanele Botha%' or representative_name ilike '%Zanele Botha%')`),
    );
    expect(matched!.count).toBeGreaterThan(0);
    expect(rare.exact).toBe(true);
    expect(rare.countsExact).toBe(true);
    expect(rare.total).toBe(matched!.count);
    expect((await every()).length).toBeGreaterThanOrEqual(ROWS);
  });

  test("a searched tab's first pages in date order are its newest matches, bounded count and all, whichever way", async () => {
    const inList = sql`kind in ('residential_application', 'business_application')`;
    const newest = async (where: SQL, order: 'asc' | 'desc', offset: number) =>
      rowsOf<{ reference: string }>(
        await server.db.execute(sql`
          select reference from cases where ${inList} and ${where}
          order by created_at ${sql.raw(order)}, id ${sql.raw(order)} offset ${offset} limit 50`),
      ).map((row) => row.reference);
    const countOf = async (where: SQL) =>
      rowsOf<{ count: number }>(
        await server.db.execute(sql`select count(*)::int as count from cases where ${inList} and ${where}`),
      )[0]!.count;
    // 'nkosi' matches names only (the test above): fewer than 100 pending. 'example' is in every email: every
    // pending application matches, more than 100 of them.
    const cases = [
      {
        search: 'nkosi',
        where: sql`(display_name ilike '%nkosi%' or representative_name ilike '%nkosi%') and status = 'pending'`,
      },
      { search: 'example', where: sql`status = 'pending'` },
    ];
    for (const { search, where } of cases) {
      const count = await countOf(where);
      for (const order of ['desc', 'asc'] as const) {
        for (const page of [1, 2]) {
          const query = { search, status: 'pending', sort: 'createdAt', order, page, pageSize: 50 };
          const listed = await get('/admin/applications', query);
          expect(listed.total, `${search} ${order} ${page}`).toBe(Math.min(count, 101));
          expect(listed.exact).toBe(count <= 100);
          const references = listed.applications.map((a: JsonBody) => a.appReference);
          expect(references, `${search} ${order} ${page}`).toEqual(await newest(where, order, (page - 1) * 50));
        }
      }
    }
    expect(await countOf(sql`status = 'pending'`)).toBeGreaterThan(100);
  });

  test('a search with a type filter: its first pages in date order and its counts come from its newest matches', async () => {
    const newest = async (where: SQL, order: 'asc' | 'desc', offset: number, limit = 50) =>
      rowsOf<{ reference: string; status: string }>(
        await server.db.execute(sql`
          select reference, status from cases where ${where}
          order by created_at ${sql.raw(order)}, id ${sql.raw(order)} offset ${offset} limit ${limit}`),
      );
    const cases = [
      {
        search: 'nkosi',
        type: 'residential',
        where: sql`kind = 'residential_application' and display_name ilike '%nkosi%'`,
      },
      { search: 'example', type: 'business', where: sql`kind = 'business_application'` },
    ];
    for (const { search, type, where } of cases) {
      for (const order of ['desc', 'asc'] as const) {
        const first = await newest(where, order, 0, 101);
        const counts: Record<string, number> = {};
        for (const { status } of first) counts[status] = (counts[status] ?? 0) + 1;
        for (const page of [1, 2]) {
          const listed = await get('/admin/applications', {
            search,
            type,
            sort: 'createdAt',
            order,
            page,
            pageSize: 50,
          });
          const label = `${search} ${type} ${order} ${page}`;
          expect(listed.total, label).toBe(first.length);
          expect(listed.exact, label).toBe(first.length <= 100);
          expect(listed.countsExact, label).toBe(first.length <= 100);
          expect(listed.counts, label).toMatchObject(counts);
          expect(
            listed.applications.map((a: JsonBody) => a.appReference),
            label,
          ).toEqual(first.slice((page - 1) * 50, page * 50).map((row) => row.reference));
        }
      }
    }
  });

  test('without a search the totals are exact, per type and status, and a deep page is the same rows as a sort', async () => {
    const all = await every();
    const first = await get('/admin/applications', { pageSize: 100 });
    expect(first.exact).toBe(true);
    expect(first.total).toBe(all.length);
    expect(first.counts.pending).toBe(all.filter((row) => row.status === 'pending').length);
    const pendingTab = await get('/admin/applications', { status: 'pending', pageSize: 25 });
    expect(pendingTab.total).toBe(first.counts.pending);

    // Sorted by status, ties by id: page 35 of 100 is what the whole list sorted gives at rows 3,400-3,499.
    const ordered = rowsOf<{ reference: string }>(
      await server.db.execute(sql`
        select reference from cases where kind in ('residential_application', 'business_application')
        order by status asc, id asc offset 3400 limit 100`),
    );
    const deep = await get('/admin/applications', { sort: 'status', order: 'asc', page: 35, pageSize: 100 });
    expect(deep.applications.map((a: JsonBody) => a.appReference)).toEqual(ordered.map((row) => row.reference));
  });

  test('the CSV export streams every row once, in the list order, across its batches of 1,000 (4,000 rows)', async () => {
    const response = await api.get('/admin/applications/export.csv?sort=status&order=desc');
    expect(response.status).toBe(200);
    const rows = csvRows(await response.text());
    const all = await every();
    expect(rows).toHaveLength(all.length);
    expect(new Set(rows.map((row) => row[0])).size).toBe(all.length);
    const statuses = rows.map((row) => row[6]!);
    expect([...statuses].sort().reverse()).toEqual(statuses);
  });

  test("a page of terminations sorted by one of their own columns is the same rows as the table's sort", async () => {
    for (const [sort, column] of [
      ['accountNo', 'account_number'],
      ['disconnectionDate', 'disconnection_date'],
    ] as const) {
      const expected = rowsOf<{ reference: string }>(
        await server.db.execute(
          sql.raw(`select c.reference from terminations t join cases c on c.id = t.id
            order by t.${column} desc, t.id desc offset 200 limit 100`),
        ),
      );
      const page = await get('/admin/terminations', { sort, order: 'desc', page: 3, pageSize: 100 });
      expect(page.terminations.map((row: JsonBody) => row.reference)).toEqual(expected.map((row) => row.reference));
    }
  });

  test('terminations by account number, ascending and descending: rows without one come where PostgreSQL puts NULLs', async () => {
    await server.db.execute(sql`
      update terminations set account_number = null
      where id in (select id from terminations order by id limit 1500)`);
    for (const order of ['asc', 'desc'] as const) {
      const response = await api.get(`/admin/terminations/export.csv?sort=accountNo&order=${order}`);
      const rows = csvRows(await response.text());
      expect(rows).toHaveLength(3_000);
      expect(new Set(rows.map((row) => row[1])).size).toBe(3_000);
      const accounts = rows.map((row) => row[0]!);
      const blank = accounts.filter((account) => account === '').length;
      expect(blank).toBe(1_500);
      // Descending puts NULLs first, ascending last; the numbers between are in order.
      const numbers = order === 'asc' ? accounts.slice(0, 1_500) : accounts.slice(1_500);
      expect(numbers.every((account) => account !== '')).toBe(true);
      const sorted = [...numbers].sort();
      expect(numbers).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
  });

  test('the statistics are kept for up to their age and counted again after a change through the API', async () => {
    const before = await api.json('/admin/stats');
    // A change behind the API's back (another process, say) shows once the kept figures are too old.
    await server.db.execute(sql.raw(generateCasesSql(GENERATED_APPLICATIONS, ROWS + 1, ROWS + 10)));
    expect((await api.json('/admin/stats')).totalApplications).toBe(before.totalApplications);
    setCountCacheMaxAge(0);
    expect((await api.json('/admin/stats')).totalApplications).toBe(before.totalApplications + 10);
    setCountCacheMaxAge(60_000);
    const kept = await api.json('/admin/stats');
    await server.db.execute(sql.raw(generateCasesSql(GENERATED_APPLICATIONS, ROWS + 11, ROWS + 12)));
    expect((await api.json('/admin/stats')).totalApplications).toBe(kept.totalApplications);
    // Any change through the API (here a refused one is enough to say "something may have changed") counts again.
    await api.send('POST', '/admin/applications/00000000-0000-0000-0000-000000000000/approve', {});
    expect((await api.json('/admin/stats')).totalApplications).toBe(kept.totalApplications + 2);
  });

  test('a phone search of five digits or more is counted exactly beyond 100 matches, in every tab and sort; past 2,000 matches it is counted like any search', async () => {
    // 150 applications and 150 terminations in the block 082 555 (the generated phones are all +2782 and 7 digits).
    for (const kinds of [
      sql`('residential_application', 'business_application')`,
      sql`('residential_termination', 'business_termination')`,
    ]) {
      await server.db.execute(sql`
        update cases set cell_phone = '+2782555' || lpad(numbered.n::text, 4, '0')
        from (select id, row_number() over (order by id) as n from cases where kind in ${kinds} order by id limit 150) numbered
        where cases.id = numbered.id`);
    }
    const applications = sql`kind in ('residential_application', 'business_application') and cell_phone like '+2782555%'`;
    const matches = rowsOf<{ reference: string; status: string }>(
      await server.db.execute(
        sql`select reference, status from cases where ${applications} order by created_at desc, id desc`,
      ),
    );
    expect(matches.length).toBeGreaterThan(100);
    const byStatus = (rows: Array<{ status: string }>) =>
      Object.fromEntries(
        [...new Set(rows.map((row) => row.status))].map((status) => [
          status,
          rows.filter((row) => row.status === status).length,
        ]),
      );
    for (const search of ['082 555', '+27 82 555', '0825 55']) {
      const first = await get('/admin/applications', { search, pageSize: 50 });
      expect(first.exact, search).toBe(true);
      expect(first.countsExact, search).toBe(true);
      expect(first.total, search).toBe(matches.length);
      expect(first.counts, search).toMatchObject(byStatus(matches));
      expect(
        first.applications.map((row: JsonBody) => row.appReference),
        search,
      ).toEqual(matches.slice(0, 50).map((row) => row.reference));
    }
    const third = await get('/admin/applications', { search: '082 555', page: 3, pageSize: 50 });
    expect(third.applications.map((row: JsonBody) => row.appReference)).toEqual(
      matches.slice(100, 150).map((row) => row.reference),
    );
    const [status] = Object.entries(byStatus(matches)).sort(([, a], [, b]) => b - a)[0]!;
    const tab = await get('/admin/applications', { search: '082 555', status, pageSize: 50 });
    const inTab = matches.filter((row) => row.status === status);
    expect(tab.total).toBe(inTab.length);
    expect(tab.exact).toBe(true);
    expect(tab.applications.map((row: JsonBody) => row.appReference)).toEqual(
      inTab.slice(0, 50).map((row) => row.reference),
    );
    const byName = rowsOf<{ reference: string }>(
      await server.db.execute(
        sql`select reference from cases where ${applications} order by display_name asc, id asc offset 50 limit 50`,
      ),
    );
    const named = await get('/admin/applications', {
      search: '082 555',
      sort: 'name',
      order: 'asc',
      page: 2,
      pageSize: 50,
    });
    expect(named.applications.map((row: JsonBody) => row.appReference)).toEqual(byName.map((row) => row.reference));
    // Sorted by a column of the terminations' own table.
    const byAccount = rowsOf<{ reference: string }>(
      await server.db.execute(sql`
        select c.reference from terminations t join cases c on c.id = t.id
        where c.cell_phone like '+2782555%' order by t.account_number desc, t.id desc limit 50`),
    );
    const terminations = await get('/admin/terminations', {
      search: '082 555',
      sort: 'accountNo',
      order: 'desc',
      pageSize: 50,
    });
    expect(terminations.exact).toBe(true);
    expect(terminations.total).toBeGreaterThanOrEqual(150);
    expect(terminations.terminations.map((row: JsonBody) => row.reference)).toEqual(
      byAccount.map((row) => row.reference),
    );
    // Past the page: no rows, the same figures.
    const beyond = await get('/admin/applications', { search: '082 555', page: 20, pageSize: 50 });
    expect(beyond.applications).toEqual([]);
    expect(beyond.total).toBe(matches.length);

    // 2,100 applications in the block 082 777: more than a search of few matches takes at once.
    await server.db.execute(sql`
      update cases set cell_phone = '+2782777' || lpad(numbered.n::text, 4, '0')
      from (select id, row_number() over (order by id desc) as n from cases
        where kind in ('residential_application', 'business_application') order by id desc limit 2100) numbered
      where cases.id = numbered.id`);
    const many = await get('/admin/applications', { search: '082 777', pageSize: 50 });
    expect(many.exact).toBe(false);
    expect(many.total).toBe(101);
    const newest = rowsOf<{ reference: string }>(
      await server.db.execute(sql`
        select reference from cases where kind in ('residential_application', 'business_application')
          and cell_phone like '+2782777%' order by created_at desc, id desc limit 50`),
    );
    expect(many.applications.map((row: JsonBody) => row.appReference)).toEqual(newest.map((row) => row.reference));
  });
});
