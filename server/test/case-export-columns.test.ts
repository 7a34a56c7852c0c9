import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, cases } from '../src/db/schema.js';
import { ADMIN_DISPLAY_NAME, adminApi, insertApplication, loginAdmin, uniqueToken } from './support/admin.js';
import { insertTermination } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 39: both lists' CSV carry what staff work by: when each case is due, whether it is overdue, who holds it, and
 * the account number (an application's once its completion opened one).
 */
describe.each(DATABASES)('CSV exports of the admin lists on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = adminApi(server, await loginAdmin(server));
    adminId = (await readJson(await admin.get('/admin/session'))).admin.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const setWork = (id: string, dueAt: Date | null, assigneeId: string | null) =>
    server.db.update(cases).set({ dueAt, assigneeId }).where(eq(cases.id, id));

  /** The export's header and its rows as records keyed by it. */
  async function exported(path: string) {
    const response = await admin.get(path);
    expect(response.status).toBe(200);
    const text = await response.text();
    const [header] = parse(text, { to: 1 }) as string[][];
    return { header: header!, rows: parse(text, { columns: true }) as Array<Record<string, string>> };
  }

  test('Staff export applications with their account number, due time, overdue flag and holder', async () => {
    const t = uniqueToken('Due');
    const late = await insertApplication(server, { surname: t, status: 'pending' });
    const done = await insertApplication(server, { surname: t, status: 'completed' });
    await setWork(late.id, new Date('2026-03-02T08:00:00Z'), adminId);
    await server.db.insert(accounts).values({
      accountNumber: '00739001',
      holderName: `Lerato ${t}`,
      holderIdNumber: '8001015009087',
      openedOn: '2026-03-01',
      openedByCaseId: done.id,
    });

    const { header, rows } = await exported(`/admin/applications/export.csv?search=${t}&sort=name`);
    expect(header).toEqual(expect.arrayContaining(['Account No', 'Due (SAST)', 'Overdue', 'Assigned To']));
    expect(rows.find((row) => row.Reference === late.reference)).toMatchObject({
      'Account No': '',
      // 08:00 UTC is 10:00 in Johannesburg.
      'Due (SAST)': expect.stringMatching(/^2026\/03\/02,? 10:00$/),
      Overdue: 'Yes',
      'Assigned To': ADMIN_DISPLAY_NAME,
    });
    expect(rows.find((row) => row.Reference === done.reference)).toMatchObject({
      'Account No': '00739001',
      'Due (SAST)': '',
      Overdue: 'No',
      'Assigned To': '',
    });
  });

  test('Staff export terminations with their due time, overdue flag and holder beside the account number', async () => {
    const t = uniqueToken('Due');
    const waiting = await insertTermination(server, { surname: t, accountNumber: '00739002' });
    await setWork(waiting.id, new Date(Date.now() + 5 * HOUR), null);

    const { header, rows } = await exported(`/admin/terminations/export.csv?search=${t}`);
    expect(header).toEqual(expect.arrayContaining(['Account No', 'Due (SAST)', 'Overdue', 'Assigned To']));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Account No': '00739002',
      Reference: waiting.reference,
      'Due (SAST)': expect.stringMatching(/^\d{4}\/\d{2}\/\d{2},? \d{2}:\d{2}$/),
      Overdue: 'No',
      'Assigned To': '',
    });

    await setWork(waiting.id, new Date(Date.now() - HOUR), adminId);
    const again = await exported(`/admin/terminations/export.csv?search=${t}`);
    expect(again.rows[0]).toMatchObject({ Overdue: 'Yes', 'Assigned To': ADMIN_DISPLAY_NAME });
  });
});
