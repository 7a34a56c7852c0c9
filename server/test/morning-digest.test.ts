import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cases, notifications } from '../src/db/schema.js';
import {
  checkMorningDigest,
  DIGEST_CASE_LIMIT,
  digestLines,
  type MorningDigestDeps,
} from '../src/domain/notifications/morning-digest.js';
import { ADMIN_API, adminApi, insertApplication, loginAdmin, outbox } from './support/admin.js';
import { addStaff, freshAddress } from './support/staff.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

const PUBLIC_URL = 'https://portal.example.co.za';
/** Friday 27 November 2026, 07:05 in South Africa (UTC+2). */
const FRIDAY_0705 = new Date('2026-11-27T05:05:00Z');

describe.each(DATABASES)('the morning digest on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  const emails = { first: 'first.admin@example.co.za', second: 'second.admin@example.co.za' };
  let holderName: string;
  let overdueReference: string;
  let unassignedReference: string;

  /** One process's check at a fixed time; the running server's own check is off, so only the test's run. */
  const checkAt = (now: Date, changes: Partial<MorningDigestDeps['config']> = {}) =>
    checkMorningDigest({
      db: server.db,
      config: { ...server.config, DIGEST_ENABLED: true, ...changes },
      notifier: { nudge: () => undefined },
      log: { info: () => undefined, warn: () => undefined },
      now: () => now,
    });

  const digestsOf = (day: string) =>
    server.db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `digest:${day}:%`));

  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL, DIGEST_ENABLED: 'false' });
    const cookie = await loginAdmin(server);
    api = adminApi(server, cookie);
    // An administrator given an email address afterwards, one given it when added.
    const first = await addStaff(server, cookie, 'administrator');
    const changed = await api.send('POST', `/admin/staff/${first.id}/email`, {
      email: ` ${emails.first.toUpperCase()} `,
    });
    expect(changed.status).toBe(200);
    expect((await readJson(changed)).staff.email).toBe(emails.first);
    const second = await api.send('POST', '/admin/staff', {
      displayName: 'Second Admin',
      username: `second.${Date.now()}`,
      role: 'administrator',
      email: emails.second,
    });
    expect(second.status).toBe(201);
    // Neither a deactivated administrator nor a reviewer gets one, email address or not.
    const gone = await addStaff(server, cookie, 'administrator');
    await api.send('POST', `/admin/staff/${gone.id}/email`, { email: 'gone.admin@example.co.za' });
    expect((await api.send('POST', `/admin/staff/${gone.id}/deactivate`)).status).toBe(200);
    const reviewer = await addStaff(server, cookie, 'reviewer');
    await api.send('POST', `/admin/staff/${reviewer.id}/email`, { email: 'reviewer@example.co.za' });
    holderName = `Staff ${reviewer.username}`;

    const held = await insertApplication(server, { firstName: 'Thandi', surname: 'Mokoena' });
    overdueReference = held.reference;
    await server.db
      .update(cases)
      .set({ dueAt: new Date('2026-11-25T10:00:00Z'), assigneeId: reviewer.id })
      .where(eq(cases.id, held.id));
    const free = await insertApplication(server, { firstName: 'Sipho', surname: 'Nkosi' });
    unassignedReference = free.reference;
    await server.db
      .update(cases)
      .set({ dueAt: new Date('2026-11-26T10:00:00Z') })
      .where(eq(cases.id, free.id));
    // Due later, not overdue: not listed.
    const notYet = await insertApplication(server, { firstName: 'Not', surname: 'Yet' });
    await server.db
      .update(cases)
      .set({ dueAt: new Date('2026-12-01T10:00:00Z') })
      .where(eq(cases.id, notYet.id));
  });

  afterAll(async () => {
    await server?.close();
  });

  test('two processes checking at once queue one digest per active administrator with an email', async () => {
    const queued = await Promise.all([checkAt(FRIDAY_0705), checkAt(FRIDAY_0705)]);
    expect(queued[0]! + queued[1]!).toBe(2);
    const rows = await digestsOf('2026-11-27');
    expect(rows.map((row) => row.recipient).sort()).toEqual([emails.first, emails.second]);
    // Later checks that day, one after another, queue nothing more.
    expect(await checkAt(new Date('2026-11-27T05:06:00Z'))).toBe(0);
    expect(await checkAt(new Date('2026-11-27T14:00:00Z'))).toBe(0);
    expect(await digestsOf('2026-11-27')).toHaveLength(2);
  });

  test('checks in sequence on the next business day queue that day’s digest once', async () => {
    const monday = new Date('2026-11-30T05:30:00Z');
    expect(await checkAt(monday)).toBe(2);
    expect(await checkAt(monday)).toBe(0);
    expect(await digestsOf('2026-11-30')).toHaveLength(2);
  });

  test('none on a Saturday, on a public holiday, before the hour, or when turned off', async () => {
    expect(await checkAt(new Date('2026-11-28T05:05:00Z'))).toBe(0);
    // 16 December, the Day of Reconciliation, a Wednesday.
    expect(await checkAt(new Date('2026-12-16T05:05:00Z'))).toBe(0);
    expect(await checkAt(new Date('2026-12-01T04:59:00Z'))).toBe(0);
    expect(await checkAt(new Date('2026-12-01T05:30:00Z'), { DIGEST_HOUR: 9 })).toBe(0);
    expect(await checkAt(new Date('2026-12-01T05:30:00Z'), { DIGEST_ENABLED: false })).toBe(0);
    for (const day of ['2026-11-28', '2026-12-16', '2026-12-01']) expect(await digestsOf(day)).toEqual([]);
  });

  test('the digest lists an overdue case under its status and holder, with a link, and is sent once', async () => {
    const sent = (await outbox(server, 'email')).filter((m) => m.to === emails.first);
    // The Friday's and the Monday's, each once however often the outbox is drained.
    await server.notifier.drain();
    expect((await outbox(server, 'email')).filter((m) => m.to === emails.first)).toHaveLength(sent.length);
    expect(sent).toHaveLength(2);
    const friday = sent.find((m) => m.body.includes('2026-11-27'))!;
    expect(friday.subject).toBe('Overdue cases this morning: 2');
    const lines = friday.body.split('\n');
    const pending = lines.indexOf('Pending');
    const holder = lines.indexOf(`  Held by ${holderName}`);
    const unassigned = lines.indexOf('  Unassigned');
    const held = lines.findIndex((line) => line.includes(overdueReference));
    const free = lines.findIndex((line) => line.includes(unassignedReference));
    expect(pending).toBeGreaterThanOrEqual(0);
    expect(holder).toBeGreaterThan(pending);
    expect(held).toBeGreaterThan(holder);
    expect(unassigned).toBeGreaterThan(held);
    expect(free).toBeGreaterThan(unassigned);
    expect(lines[held]).toContain('Thandi Mokoena');
    expect(lines[held]).toContain('Overdue by 1 day');
    // The case's own page, which opens it (issue 39).
    expect(lines[held + 1]!.trim()).toBe(`${PUBLIC_URL}/ClientApps/admin/applications/${overdueReference}`);
    expect(friday.body).not.toContain('Not Yet');
    const rows = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, emails.first), like(notifications.dedupeKey, 'digest:%')));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  test('a bad email address is refused with a field error; blank removes it', async () => {
    const staff = (await readJson(await api.get('/admin/staff'))).staff as Array<{ id: string; email: string | null }>;
    const member = staff.find((s) => s.email === emails.second)!;
    const bad = await api.send('POST', `/admin/staff/${member.id}/email`, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.fields).toEqual({ email: ['Enter a valid email address'] });
    const cleared = await api.send('POST', `/admin/staff/${member.id}/email`, { email: '' });
    expect((await readJson(cleared)).staff.email).toBeNull();
    expect(await checkAt(new Date('2026-12-02T05:30:00Z'))).toBe(1);
  });

  test('each administrator reads it in the language they last signed in with', async () => {
    const cookie = await loginAdmin(server);
    const member = await addStaff(server, cookie, 'administrator');
    await api.send('POST', `/admin/staff/${member.id}/email`, { email: 'afrikaans.admin@example.co.za' });
    const signedIn = await postJson(
      server.url(`${ADMIN_API}/admin/login`),
      { username: member.username, password: member.password },
      { 'x-forwarded-for': freshAddress(), 'x-language': 'af' },
    );
    expect(signedIn.status).toBe(200);
    expect(await checkAt(new Date('2026-12-03T05:30:00Z'))).toBe(2);
    await server.notifier.drain();
    const ofDay = (await outbox(server, 'email')).filter((m) => m.body.includes('2026-12-03'));
    const afrikaans = ofDay.find((m) => m.to === 'afrikaans.admin@example.co.za')!;
    const english = ofDay.find((m) => m.to === emails.first)!;
    // By then the case due on 1 December is overdue too.
    expect(afrikaans.subject).toBe('Agterstallige sake vanoggend: 3');
    expect(afrikaans.body).toContain(`  Hanteer deur ${holderName}`);
    expect(afrikaans.body.startsWith('Goeiemôre')).toBe(true);
    expect(english.subject).toBe('Overdue cases this morning: 3');
  });
});

describe('the digest list', () => {
  const config = { DIGEST_ENABLED: true, DIGEST_HOUR: 7, PUBLIC_URL, PORT: 5000, BASE_PATH: '/ClientApps' };
  const row = (index: number, assigneeId: string | null) => ({
    id: `case-${index}`,
    kind: index % 2 ? ('residential_termination' as const) : ('residential_application' as const),
    reference: `PM-2026-${900_000 + index}`,
    displayName: `Customer ${index}`,
    status: 'needsinfo',
    assigneeId,
    dueAt: new Date(FRIDAY_0705.getTime() - 3 * 3_600_000),
  });

  test('lists at most its limit and counts the rest', () => {
    const rows = Array.from({ length: DIGEST_CASE_LIMIT }, (_, index) => row(index, null));
    const text = digestLines(config, 'en', { rows, total: DIGEST_CASE_LIMIT + 12 }, new Map(), FRIDAY_0705);
    expect(text.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(DIGEST_CASE_LIMIT);
    expect(text.endsWith('...and 12 more cases')).toBe(true);
    // A termination's link opens the termination's page, an application's the application's.
    expect(text).toContain(`${PUBLIC_URL}/ClientApps/admin/terminations/PM-2026-900001\n`);
    expect(text).toContain(`${PUBLIC_URL}/ClientApps/admin/applications/PM-2026-900000\n`);
    expect(digestLines(config, 'en', { rows: [], total: 0 }, new Map(), FRIDAY_0705)).toBe('No case is overdue.');
  });

  test('says its headings in the language asked for; names and references stay as they are', () => {
    const text = digestLines(
      config,
      'af',
      { rows: [row(2, 'holder')], total: 1 },
      new Map([['holder', 'Thabo Molefe']]),
      FRIDAY_0705,
    );
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Wag op inligting van kliënt',
      '  Hanteer deur Thabo Molefe',
      expect.stringContaining('PM-2026-900002 · Customer 2 ·'),
    ]);
  });
});
