import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DecisionText } from '@protea/shared/case-events';
import type { Language } from '@protea/shared/constants';
import { formatRand } from '@protea/shared/money';
import type { MessageVars } from '@protea/shared/notification-messages';
import { isValidSaIdNumber } from '@protea/shared/sa-id-number';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFileStorage } from '../src/adapters/storage/file-storage.js';
import { openDatabase } from '../src/db/client.js';
import {
  accounts,
  adminUsers,
  applications,
  caseEvents,
  cases,
  documents,
  notifications,
  terminations,
} from '../src/db/schema.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import { HISTORY_APPLICATIONS, HISTORY_TERMINATIONS, seedHistory } from '../src/db/seed/seed-history.js';
import { requiredDocumentsOf } from '../src/domain/applications/application-access.js';
import { renderMessage } from '../src/domain/notifications/render-message.js';
import { createTestDatabase } from './support/test-database.js';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('demo history on %s', (kind) => {
  let server: TestServer;
  let caseRows: (typeof cases.$inferSelect)[];
  let events: (typeof caseEvents.$inferSelect)[];
  const seededAt = Date.now();
  beforeAll(async () => {
    server = await startTestServer(kind, { SEED_HISTORY: 'true' }, { seedDemo: true });
    caseRows = await server.db.select().from(cases);
    events = await server.db.select().from(caseEvents).orderBy(asc(caseEvents.at), asc(caseEvents.id));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const count = (predicate: (row: typeof cases.$inferSelect) => boolean) => caseRows.filter(predicate).length;
  const isApplication = (row: { kind: string }) => row.kind.endsWith('_application');
  const eventsOf = (caseId: string) => events.filter((e) => e.caseId === caseId);

  test('about 400 applications (a fifth business) and 150 terminations over the six months before now', () => {
    const apps = caseRows.filter(isApplication);
    expect(apps).toHaveLength(HISTORY_APPLICATIONS);
    expect(caseRows.length - apps.length).toBe(HISTORY_TERMINATIONS);
    const business = count((row) => row.kind === 'business_application');
    expect(business).toBeGreaterThan(50);
    expect(business).toBeLessThan(120);
    const ages = caseRows.map((row) => (seededAt - row.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThan(184);
    expect(Math.max(...ages)).toBeGreaterThan(150);
    expect(ages.filter((age) => age < 7).length).toBeGreaterThan(10);
    expect(caseRows.every((row) => row.createdAt.getTime() <= seededAt)).toBe(true);
    expect(caseRows.every((row) => /^(PM|TM)-\d{4}-\d{5}$/.test(row.reference))).toBe(true);
  });

  test('applications in every status of the workflow, in a realistic mix', () => {
    const apps = (status: string) => count((row) => isApplication(row) && row.status === status);
    const within = (status: string, low: number, high: number) => {
      expect(apps(status), status).toBeGreaterThanOrEqual(low);
      expect(apps(status), status).toBeLessThanOrEqual(high);
    };
    within('incomplete', 40, 100);
    within('pending', 15, 90);
    within('needsinfo', 15, 80);
    within('approved', 5, 60);
    within('completed', 50, 200);
    within('rejected', 15, 90);
    within('archived', 10, 120);
  });

  test('terminations in every status of theirs', async () => {
    const statuses = new Set(caseRows.filter((row) => !isApplication(row)).map((row) => row.status));
    expect([...statuses].sort()).toEqual(
      ['approved', 'archived', 'cancelled', 'completed', 'incomplete', 'needsinfo', 'pending', 'rejected'].sort(),
    );
    // At most one open termination per account, as submission insists.
    const open = await server.db
      .select({ accountNumber: terminations.accountNumber })
      .from(terminations)
      .innerJoin(cases, eq(cases.id, terminations.id))
      .where(inArray(cases.status, ['pending', 'needsinfo', 'approved']));
    expect(new Set(open.map((row) => row.accountNumber)).size).toBe(open.length);
  });

  test('drafts stop at every wizard step, most at the documents', async () => {
    const drafts = await server.db
      .select({ stepNo: applications.stepNo })
      .from(applications)
      .innerJoin(cases, eq(cases.id, applications.id))
      .where(eq(cases.status, 'incomplete'));
    const atStep = (step: number) => drafts.filter((d) => d.stepNo === step).length;
    for (const step of [8, 9, 10, 11, 12]) expect(atStep(step), `step ${step}`).toBeGreaterThan(0);
    expect(atStep(11)).toBeGreaterThanOrEqual(Math.max(atStep(8), atStep(9), atStep(12)));
  });

  test('every timeline is coherent: created first, submitted cases have a submit, decisions follow submissions', () => {
    for (const row of caseRows) {
      const timeline = eventsOf(row.id);
      expect(timeline[0]?.kind, row.reference).toBe('created');
      expect(timeline.every((e) => e.at.getTime() <= seededAt && e.at >= row.createdAt)).toBe(true);
      const statusEvents = timeline.filter((e) => e.kind === 'status');
      const moves = statusEvents.map((e) => e.data as { from: string; to: string; action: string });
      // Each status event starts where the previous one ended, and the last one is the case's status.
      let status = 'incomplete';
      for (const move of moves) {
        expect(move.from, row.reference).toBe(status);
        status = move.to;
      }
      expect(status, row.reference).toBe(row.status);
      if (row.status !== 'incomplete') {
        expect(moves[0]?.action).toBe('submit');
        expect(statusEvents[0]!.actorType).toBe('customer');
        expect(row.submittedAt).not.toBeNull();
        expect(row.cellConfirmedAt).not.toBeNull();
        expect(row.signatureType).toBe('typed');
      } else {
        expect(row.submittedAt).toBeNull();
      }
      for (const e of statusEvents) {
        const action = (e.data as { action: string }).action;
        const byCustomer =
          ['submit', 'resubmit'].includes(action) || (action === 'cancel' && e.actorType === 'customer');
        expect(e.actorType, `${row.reference} ${action}`).toBe(byCustomer ? 'customer' : 'admin');
        expect(e.adminId === null, `${row.reference} ${action}`).toBe(byCustomer);
      }
      if (row.decidedAt) {
        expect(row.decidedBy).not.toBeNull();
        expect(row.decidedAt.getTime()).toBeGreaterThan(row.submittedAt!.getTime());
      }
      if (['approved', 'rejected'].includes(row.status)) expect(row.decidedAt).not.toBeNull();
      if (row.status === 'needsinfo') {
        const asked = statusEvents.at(-1)!.data as { action: string; reason?: DecisionText };
        expect(asked.action).toBe('request-info');
        expect(row.infoRequest).toEqual(asked.reason);
        expect(row.infoRequest?.key ?? row.infoRequest?.text).toBeTruthy();
      } else {
        expect(row.infoRequest).toBeNull();
      }
    }
  });

  test('staff act in office hours; customers in the day or evening', () => {
    const saHour = (at: Date) => (at.getUTCHours() + 2 + at.getUTCMinutes() / 60) % 24;
    const staffEvents = events.filter((e) => e.actorType === 'admin');
    expect(staffEvents.length).toBeGreaterThan(500);
    expect(staffEvents.every((e) => saHour(e.at) >= 8 && saHour(e.at) < 17.5)).toBe(true);
    expect(staffEvents.every((e) => ![0, 6].includes(new Date(e.at.getTime() + 7_200_000).getUTCDay()))).toBe(true);
    const customerEvents = events.filter((e) => e.actorType === 'customer');
    const evening = customerEvents.filter((e) => saHour(e.at) >= 17).length;
    expect(evening).toBeGreaterThan(customerEvents.length * 0.05);
    expect(customerEvents.filter((e) => saHour(e.at) < 6).length).toBeLessThan(customerEvents.length * 0.02);
  });

  test('reasons are listed keys or staff own words; rework loops, reminders and stalled requests are there', () => {
    const reasons = events
      .filter((e) => e.kind === 'status')
      .map((e) => e.data as { action: string; reason?: DecisionText })
      .filter((d) => d.action === 'reject' || d.action === 'request-info');
    expect(reasons.length).toBeGreaterThan(100);
    expect(reasons.every((d) => d.reason?.key || d.reason?.text)).toBe(true);
    expect(
      reasons.every((d) => !d.reason?.key || /^decisions\.(rejection|infoRequest)\.[a-z-]+$/.test(d.reason.key)),
    ).toBe(true);
    expect(reasons.filter((d) => d.reason?.text).length).toBeGreaterThan(30);
    const resubmitted = new Set(
      events
        .filter((e) => e.kind === 'status' && (e.data as { action: string }).action === 'resubmit')
        .map((e) => e.caseId),
    );
    expect(resubmitted.size).toBeGreaterThan(30);
    const reminded = caseRows.filter(
      (row) => row.status === 'needsinfo' && eventsOf(row.id).at(-1)?.kind === 'message',
    );
    expect(reminded.length).toBeGreaterThan(2);
    const stalled = caseRows.filter(
      (row) => row.status === 'pending' && seededAt - eventsOf(row.id).at(-1)!.at.getTime() > 14 * 86_400_000,
    );
    expect(stalled.length).toBeGreaterThan(2);
  });

  test('messages were sent, and each notification event names its notification', async () => {
    const rows = await server.db.select().from(notifications);
    expect(rows.length).toBeGreaterThan(800);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
    const ids = new Set(rows.map((row) => row.id));
    const named = events.filter((e) => e.kind === 'notification' || e.kind === 'message');
    expect(named.every((e) => ids.has((e.data as { notificationId: number }).notificationId))).toBe(true);
  });

  test('seeded messages read as the real ones: amounts in formatRand form, dates and links filled in', async () => {
    const rows = await server.db.select().from(notifications);
    const render = (row: (typeof rows)[number]) =>
      renderMessage(row.language as Language, row.bodyKey, row.vars as MessageVars);
    const depositSms = rows.filter(
      (row) =>
        row.channel === 'sms' &&
        row.bodyKey === 'messages.approvedSms' &&
        (row.vars as { deposit?: { key?: string } }).deposit?.key === 'messages.depositDue',
    );
    expect(depositSms.length).toBeGreaterThan(5);
    const deposits = new Map(
      (await server.db.select({ id: applications.id, cents: applications.depositCents }).from(applications)).map(
        (row) => [row.id, row.cents],
      ),
    );
    for (const row of depositSms) {
      const text = render(row);
      // "R 2 000.00" as formatRand writes it, never the old "R2 000,00".
      expect(text).toContain(formatRand(deposits.get(row.caseId!)!));
      expect(text).toMatch(/R \d{1,3}( \d{3})*\.\d{2}/);
      expect(text).not.toMatch(/R\d|\d,\d{2}\b/);
    }
    expect(depositSms.some((row) => row.language === 'en' && render(row).includes('R 2 000.00'))).toBe(true);
    const refunds = rows.filter(
      (row) =>
        row.bodyKey === 'messages.terminationCompletedSms' &&
        (row.vars as { refund?: { key?: string } }).refund?.key === 'messages.terminationRefundDue',
    );
    expect(refunds.length).toBeGreaterThan(3);
    for (const row of refunds) expect(render(row)).toMatch(/R \d{1,3}( \d{3})*\.\d{2}.*\d{4}-\d{2}-\d{2}/);
    // Every value a message names is there: no placeholder is left in any seeded message.
    expect(rows.filter((row) => /\{\{/.test(render(row))).map((row) => row.bodyKey)).toEqual([]);
    const links = rows.filter((row) => row.bodyKey.endsWith('nfoRequestedSms')).map(render);
    expect(links.length).toBeGreaterThan(10);
    expect(links.every((text) => /https?:\/\/\S+\/ClientApps\/track\?ref=(PM|TM)-\d{4}-\d+/.test(text))).toBe(true);
  });

  test('approved and completed applications meet the rules approval checks: documents approved, unit confirmed', async () => {
    const rows = await server.db
      .select({ a: applications, status: cases.status, decidedAt: cases.decidedAt })
      .from(applications)
      .innerJoin(cases, eq(cases.id, applications.id))
      .where(inArray(cases.status, ['approved', 'completed']));
    expect(rows.length).toBeGreaterThan(50);
    const held = await server.db.select().from(documents);
    for (const { a } of rows) {
      expect(a.premiseId, a.id).not.toBeNull();
      const mine = held.filter((d) => d.caseId === a.id);
      const isBusiness = a.formType === 4;
      for (const type of requiredDocumentsOf({ isBusiness, business: a.business })) {
        expect(mine.find((d) => d.type === type)?.isApproved, `${a.id} ${type}`).toBe(true);
      }
    }
    // Completion leaves the approval's time as the decision, as completeApplication does.
    const completed = rows.filter(({ status }) => status === 'completed');
    for (const { a, decidedAt } of completed) {
      const approve = events.find(
        (e) => e.caseId === a.id && e.kind === 'status' && (e.data as { action: string }).action === 'approve',
      );
      expect(decidedAt?.getTime()).toBe(approve?.at.getTime());
    }
  });

  test('applications carry what staff check: documents, premises, deposits, duplicates, unknown complexes', async () => {
    const rows = await server.db
      .select({ a: applications, status: cases.status })
      .from(applications)
      .innerJoin(cases, eq(cases.id, applications.id));
    expect(rows.every(({ a }) => a.idNumber !== null && isValidSaIdNumber(a.idNumber))).toBe(true);
    const approvedEver = rows.filter(({ status }) => ['approved', 'completed'].includes(status));
    expect(approvedEver.every(({ a }) => a.depositApprovedAt !== null && a.premiseId !== null)).toBe(true);
    expect(rows.filter(({ a, status }) => status === 'pending' && a.stepNo === 13).length).toBe(
      rows.filter(({ status }) => status === 'pending').length,
    );
    expect(rows.filter(({ a }) => a.complexId === null && a.premiseId === null).length).toBeGreaterThan(5);
    const businesses = rows.filter(({ a }) => a.formType === 4);
    expect(businesses.every(({ a }) => typeof a.business?.businessName === 'string')).toBe(true);
    const byId = new Map<string, number>();
    for (const { a } of rows) byId.set(a.idNumber!, (byId.get(a.idNumber!) ?? 0) + 1);
    expect([...byId.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(5);
    // The same ID number on more than one open request.
    const openById = new Map<string, number>();
    for (const { a } of rows.filter((r) => ['incomplete', 'pending', 'needsinfo'].includes(r.status))) {
      openById.set(a.idNumber!, (openById.get(a.idNumber!) ?? 0) + 1);
    }
    expect([...openById.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
    // Some ask for a unit that already has an open account.
    const open = await server.db
      .select({ premiseId: accounts.premiseId, opened: accounts.openedByCaseId })
      .from(accounts)
      .where(isNull(accounts.closedOn));
    const openUnits = new Set(open.filter((row) => row.opened === null).map((row) => row.premiseId));
    expect(
      rows.filter(({ a, status }) => status === 'pending' && openUnits.has(a.premiseId)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  test('completed applications opened accounts and completed terminations closed theirs', async () => {
    const register = await server.db.select().from(accounts);
    const completedApps = caseRows.filter((row) => isApplication(row) && row.status === 'completed');
    const opened = register.filter((row) => row.openedByCaseId !== null);
    expect(opened.length).toBeGreaterThanOrEqual(completedApps.length);
    for (const row of completedApps) expect(opened.some((a) => a.openedByCaseId === row.id)).toBe(true);
    const closed = register.filter((row) => row.closedOn !== null);
    expect(closed.length).toBeGreaterThan(10);
    const closers = new Map(caseRows.map((row) => [row.id, row]));
    expect(
      closed.every((row) => ['completed', 'archived'].includes(closers.get(row.closedByCaseId!)?.status ?? '')),
    ).toBe(true);
    // One open account per unit at most.
    const openUnits = register.filter((row) => row.closedOn === null).map((row) => row.premiseId);
    expect(new Set(openUnits).size).toBe(openUnits.length);
  });

  test('every document row has its file, and the staff who decided cannot sign in', async () => {
    const rows = await server.db.select().from(documents);
    expect(rows.length).toBeGreaterThan(500);
    const storage = createFileStorage(server.config.dataDir);
    for (const row of rows) {
      expect(storage.isStoredName(row.storedName)).toBe(true);
      expect(existsSync(path.join(server.config.dataDir, 'uploads', row.storedName))).toBe(true);
    }
    const file = await storage.read(rows.find((row) => row.contentType === 'application/pdf')!.storedName);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(new Set(rows.map((row) => row.isApproved))).toEqual(new Set([true, false, null]));
    const deciders = new Set(caseRows.map((row) => row.decidedBy).filter((id) => id !== null));
    const staff = await server.db
      .select()
      .from(adminUsers)
      .where(inArray(adminUsers.id, [...deciders] as string[]));
    expect(staff.length).toBeGreaterThanOrEqual(3);
    expect(staff.every((row) => !row.isActive)).toBe(true);
  });

  test('seeding again adds nothing', async () => {
    const counts = async () => [
      await server.db.$count(cases),
      await server.db.$count(caseEvents),
      await server.db.$count(documents),
      await server.db.$count(notifications),
      await server.db.$count(accounts),
      await server.db.$count(adminUsers),
    ];
    const before = await counts();
    await seedDemoData(server.db, { storage: createFileStorage(server.config.dataDir) });
    expect(await counts()).toEqual(before);
  });
});

describe('the seed files', () => {
  test('no seed file is over 500 lines', () => {
    const root = path.join(import.meta.dirname, '../src/db/seed');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const long = files
      .map((name) => ({ name, lines: readFileSync(path.join(root, name), 'utf8').split('\n').length }))
      .filter((file) => file.lines > 500);
    expect(long).toEqual([]);
  });
});

describe('demo history turned off', () => {
  test('SEED_HISTORY=false seeds the register alone', async () => {
    const server = await startTestServer('pglite', { SEED_HISTORY: 'false' }, { seedDemo: true });
    try {
      expect(await server.db.$count(cases)).toBe(0);
      expect(await server.db.$count(accounts)).toBeGreaterThan(250);
    } finally {
      await server.close();
    }
  });
});

describe.each(DATABASES)('demo history seeded at any moment of the day on %s', (kind) => {
  // Moments at which a staff sitting begun minutes before used to leave its decision in the future (9 of 89 moments
  // seven minutes apart on 2026-11-26 did): an application reviewed, rejected and told at 06:55 for a seed at 06:51.
  test.each(['2026-11-26T06:50:30Z', '2026-11-26T09:17:30Z', '2026-11-26T11:44:30Z'])(
    'seeded at %s, nothing happened after that moment',
    async (moment) => {
      const now = new Date(moment);
      const database = await createTestDatabase(kind);
      const handle = await openDatabase(database.target);
      try {
        await seedDemoData(handle.db, { history: false });
        await seedHistory(handle.db, { now });
        const rows = await handle.db.select({ id: cases.id, createdAt: cases.createdAt }).from(cases);
        const created = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
        const timeline = await handle.db.select({ caseId: caseEvents.caseId, at: caseEvents.at }).from(caseEvents);
        expect(rows.length).toBe(HISTORY_APPLICATIONS + HISTORY_TERMINATIONS);
        expect(rows.filter((row) => row.createdAt > now)).toEqual([]);
        expect(timeline.filter((e) => e.at > now || e.at.getTime() < created.get(e.caseId)!)).toEqual([]);
      } finally {
        await handle.close();
        await database.drop();
      }
    },
  );
});
