import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { saBoundaries } from '../src/db/repositories/sa-time-boundaries.js';
import { caseEvents, cases } from '../src/db/schema.js';
import { subtractBusinessHours } from '../src/domain/calendar/business-hours.js';
import { ADMIN_API, adminApi, insertApplication, insertDocument, loginAdmin } from './support/admin.js';
import { insertTermination } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('questions to the assistant in plain words on %s', (kind) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await loginAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ask = (body: unknown, language = 'en', withSession = true) =>
    fetch(server.url(`${ADMIN_API}/ai/ask`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': language, ...(withSession ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  /** A pending application submitted and left alone for `businessDays`. */
  async function idleApplication(businessDays: number) {
    const since = subtractBusinessHours(new Date(), businessDays * 8.5);
    const application = await insertApplication(server, { status: 'pending', createdAt: since });
    await server.db.insert(caseEvents).values({
      caseId: application.id,
      at: since,
      actorType: 'customer',
      kind: 'status',
      data: { from: 'incomplete', to: 'pending', action: 'submit' },
    });
    return application;
  }

  test('only signed-in staff may ask, and an empty or overlong question is 400 with the field named', async () => {
    expect((await ask({ message: 'which applications are stuck?' }, 'en', false)).status).toBe(401);
    for (const message of ['', '   ', 'x'.repeat(501)]) {
      const response = await ask({ message });
      expect(response.status, message.slice(0, 10)).toBe(400);
      expect((await readJson(response)).error.fields.message).toBeDefined();
    }
    expect((await ask({})).status).toBe(400);
    expect((await ask({ message: 'stalled', analysis: 'weather' })).status).toBe(400);
  });

  test('"which applications are stuck?" lists the stalled requests, as the stalled analysis does', async () => {
    const idle = await idleApplication(12);
    const response = await ask({ message: 'which applications are stuck?' });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, analysis: 'stalled-applications', reference: null });
    expect(body.result.message).toBe('Stalled requests found.');
    const references = body.result.stalledApplications.cases.map((row: { reference: string }) => row.reference);
    expect(references).toContain(idle.reference);
  });

  test('an Afrikaans question with accents is answered in Afrikaans', async () => {
    const body = await readJson(await ask({ message: "hoe lank wag kliënte vir 'n besluit?" }, 'af'));
    expect(body.analysis).toBe('waiting-times');
    expect(body.result.waitingTimes.statuses.length).toBeGreaterThan(0);
    const stalled = await readJson(await ask({ message: 'Watter aansoeke het vasgeval?' }, 'af'));
    expect(stalled.analysis).toBe('stalled-applications');
    expect(stalled.result.stalledApplications.summary).not.toMatch(/requests have had no activity/);
  });

  test('a named reference goes to the analysis of that request; without one the chat asks for it', async () => {
    const application = await insertApplication(server, { status: 'pending' });
    const body = await readJson(await ask({ message: `will ${application.reference.toLowerCase()} be approved?` }));
    expect(body).toMatchObject({ analysis: 'approval-likelihood', reference: application.reference });
    expect(body.result.application.reference).toBe(application.reference);
    expect(body.result.likelihood.score).toBeGreaterThanOrEqual(0);

    const why = await readJson(await ask({ message: `Why was ${application.reference} referred back?` }));
    expect(why.analysis).toBe('referral-reason');
    expect(why.result.classification).toBeDefined();

    const unnamed = await readJson(await ask({ message: 'what are the chances of approval?' }));
    expect(unnamed).toMatchObject({ analysis: 'approval-likelihood', result: null });
    expect(unnamed.message).toContain('PM-2026-12345');

    const unknown = await ask({ message: 'will PM-1999-00001 be approved?' });
    expect(unknown.status).toBe(404);
  });

  test("the quality of a request's documents is judged on each stored file", async () => {
    const application = await insertApplication(server, { status: 'pending' });
    await insertDocument(server, application.id, 'id');
    await insertDocument(server, application.id, 'deedlease');
    const body = await readJson(
      await ask({ message: `Check the quality of the documents of ${application.reference}` }),
    );
    expect(body.analysis).toBe('document-quality');
    expect(body.result.application.reference).toBe(application.reference);
    expect(body.result.documents.map((document: { type: string }) => document.type)).toEqual(['id', 'deedlease']);
    for (const document of body.result.documents) expect(['good', 'fair', 'poor']).toContain(document.analysis.level);
  });

  test('close candidates are offered to choose from, a chosen one runs, and small talk gets the canned reply', async () => {
    const unsure = await readJson(await ask({ message: 'documents and accounts' }));
    expect(unsure.analysis).toBeNull();
    expect(unsure.choices.length).toBeGreaterThanOrEqual(2);
    const chosen = await readJson(await ask({ message: 'which requests are idle?', analysis: 'bottlenecks' }));
    expect(chosen.analysis).toBe('bottlenecks');
    expect(chosen.result.bottlenecks.funnel).toBeDefined();

    const canned = await readJson(await ask({ message: 'What is for lunch today?' }));
    expect(canned).toEqual({
      success: true,
      analysis: null,
      message: "I'm processing your request. Please select an analysis option from the dropdown above.",
    });
    const zulu = await readJson(await ask({ message: 'Ngiyabonga kakhulu' }, 'zu'));
    expect(zulu.analysis).toBeNull();
    expect(zulu.message).not.toBe(canned.message);
  });

  const MINUTE = 60_000;
  const setCase = (id: string, columns: { createdAt?: Date; dueAt?: Date | null }) =>
    server.db.update(cases).set(columns).where(eq(cases.id, id));
  /** An instant inside the period that starts at `start`: half an hour in, or half-way to now if that is sooner. */
  const justAfter = (start: Date) =>
    new Date(Math.min(start.getTime() + 30 * MINUTE, (start.getTime() + Date.now()) / 2));
  const askFor = async (message: string, language = 'en') => readJson(await ask({ message }, language));
  const stats = async (path: '/admin/stats' | '/admin/termination-stats') => adminApi(server, cookie).json(path);

  test('"How many terminations this month?" answers the dashboard\'s figure, the month counted in South African time', async () => {
    const { monthStart } = saBoundaries();
    const before = await askFor('How many terminations this month?');
    expect(before).toMatchObject({ success: true, analysis: null, count: { status: null, period: 'thisMonth' } });
    expect(before.count.count).toBe((await stats('/admin/termination-stats')).terminationsThisMonth);
    // Just after Johannesburg's midnight on the 1st (still the month before in UTC), and just before it.
    await setCase((await insertTermination(server)).id, { createdAt: justAfter(monthStart) });
    await setCase((await insertTermination(server)).id, { createdAt: new Date(monthStart.getTime() - 30 * MINUTE) });
    await insertApplication(server);
    const after = await askFor('How many terminations this month?');
    expect(after.count.count).toBe(before.count.count + 1);
    expect(after.count.count).toBe((await stats('/admin/termination-stats')).terminationsThisMonth);
    expect(after.message).toContain(`: ${after.count.count}.`);
    expect(after.message).toMatch(/^Terminations created this month/);
  });

  test('"How many applications are waiting for a decision?" is the pending count the dashboard shows, in four languages', async () => {
    const before = await askFor('How many applications are waiting for a decision?');
    expect(before).toMatchObject({ analysis: null, count: { status: 'pending', period: null } });
    expect(before.count.count).toBe((await stats('/admin/stats')).pendingApplications);
    // Waiting on the customer is not waiting for a decision; a pending termination is not an application.
    await insertApplication(server, { status: 'needsinfo' });
    await insertTermination(server, { status: 'pending' });
    await insertApplication(server, { status: 'pending' });
    const english = await askFor('How many applications are waiting for a decision?');
    const pending = (await stats('/admin/stats')).pendingApplications;
    expect(english.count.count).toBe(before.count.count + 1);
    expect(english.count.count).toBe(pending);
    const asked = {
      af: "Hoeveel aansoeke wag op 'n besluit?",
      st: 'Ke dikopo tse kae tse emetseng qeto?',
      zu: 'Zingaki izicelo ezilinde isinqumo?',
    };
    for (const [language, question] of Object.entries(asked)) {
      const answer = await askFor(question, language);
      expect(answer.count, language).toMatchObject({ status: 'pending', count: pending });
      expect(answer.message, language).toContain(`: ${pending}.`);
      expect(answer.message, language).not.toBe(english.message);
    }
  });

  test('counts by status and period, of one list or both, are the overview figures of the same rows', async () => {
    const { yearStart, today } = saBoundaries();
    const thisYear = async () => (await askFor('How many applications this year?')).count.count;
    const before = await thisYear();
    await setCase((await insertApplication(server)).id, { createdAt: justAfter(yearStart) });
    await setCase((await insertApplication(server)).id, { createdAt: new Date(yearStart.getTime() - 30 * MINUTE) });
    expect(await thisYear()).toBe(before + 1);

    await setCase((await insertApplication(server, { status: 'approved' })).id, { createdAt: justAfter(today) });
    const applications = await stats('/admin/stats');
    const terminations = await stats('/admin/termination-stats');
    const approvedToday = await askFor('How many applications were approved today?');
    expect(approvedToday.count).toMatchObject({ status: 'approved', period: 'today' });
    expect(approvedToday.count.count).toBeGreaterThanOrEqual(1);
    expect(approvedToday.count.count).toBeLessThanOrEqual(applications.applicationsToday);
    const both = await askFor('How many requests came in today?');
    expect(both.count).toEqual({
      status: null,
      period: 'today',
      count: applications.applicationsToday + terminations.terminationsToday,
      byList: [
        { list: 'applications', count: applications.applicationsToday },
        { list: 'terminations', count: terminations.terminationsToday },
      ],
    });
    const completed = await askFor('Hoeveel voltooide beëindigings?', 'af');
    expect(completed.count.count).toBe(terminations.completedTerminations);
    expect(completed.message).toMatch(/^Beëindigings, voltooi:/);
  });

  test('"Which applications are late?" lists the applications past their due time that wait on staff, and nothing else', async () => {
    const longAgo = new Date('2020-01-06T08:00:00Z');
    const late = await insertApplication(server, { status: 'pending' });
    const lateApproved = await insertApplication(server, { status: 'approved' });
    const notYetDue = await insertApplication(server, { status: 'pending' });
    const onTheCustomer = await insertApplication(server, { status: 'needsinfo' });
    const lateTermination = await insertTermination(server, { status: 'pending' });
    // Idle for weeks (stalled), but not past its due time: not late.
    const idle = await idleApplication(15);
    await setCase(late.id, { dueAt: longAgo });
    await setCase(lateApproved.id, { dueAt: new Date(longAgo.getTime() + MINUTE) });
    await setCase(notYetDue.id, { dueAt: new Date(Date.now() + 60 * MINUTE) });
    await setCase(onTheCustomer.id, { dueAt: longAgo });
    await setCase(lateTermination.id, { dueAt: longAgo });
    await setCase(idle.id, { dueAt: new Date(Date.now() + 60 * MINUTE) });

    const body = await askFor('Which applications are late?');
    expect(body).toMatchObject({
      analysis: null,
      late: { lists: ['applications'], statuses: ['pending', 'approved'] },
    });
    const references = body.late.cases.map((row: { reference: string }) => row.reference);
    expect(references.slice(0, 2)).toEqual([late.reference, lateApproved.reference]);
    for (const other of [notYetDue, onTheCustomer, lateTermination, idle])
      expect(references).not.toContain(other.reference);
    expect(body.late.cases.every((row: { kind: string }) => row.kind.endsWith('_application'))).toBe(true);
    // The back office's overdue view of the applications, in the statuses awaiting staff.
    const overdue = await adminApi(server, cookie).json('/admin/applications?overdue=true');
    expect(body.late.total).toBe(overdue.counts.pending + (overdue.counts.approved ?? 0));
    expect(body.message).toContain(late.reference);
    expect(body.message).toMatch(/^Applications that are late: \d+/);

    const terminations = await askFor('Which terminations are overdue?');
    const terminationReferences = terminations.late.cases.map((row: { reference: string }) => row.reference);
    expect(terminationReferences).toContain(lateTermination.reference);
    expect(terminationReferences).not.toContain(late.reference);
    const zulu = await askFor('Yiziphi izicelo ezephuzile?', 'zu');
    expect(zulu.late.total).toBe(body.late.total);
    expect(zulu.message).toContain(late.reference);
  });
});
