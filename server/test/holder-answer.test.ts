import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findTerminationByReference } from '../src/db/repositories/termination-repository.js';
import { accounts, auditLog, cases } from '../src/db/schema.js';
import { adminApi, eventsOf, loginAdmin, messagesTo } from './support/admin.js';
import { readLatestCode, sendJson } from './support/applicant.js';
import { addStaff, signInStaff } from './support/staff.js';
import {
  call,
  daysFromToday,
  readyTermination,
  submission,
  submitTermination,
  terminationCookieOf,
  uniqueAccountNumber,
} from './support/terminating-customer.js';
import {
  DATABASES,
  type JsonBody,
  postJson,
  readJson,
  startTestServer,
  type TestServer,
} from './support/test-server.js';

/** The holder's ID number on file; the stranger's is another valid one. */
const HOLDER_ID = '8001015009087';
const STRANGER_ID = '9202204720083';

let phoneCounter = 7_100_000 + (process.pid % 800_000);
const uniqueMobile = () => `+2772${phoneCounter++}`;
const local = (e164Number: string) => `0${e164Number.slice(3)}`;

/** The cookie pair a response set under that name, or null. */
const cookieOf = (response: Response, name: string) => {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? header.split(';')[0]! : null;
};

describe.each(DATABASES)('the account holder answers for a termination somebody else asked for, on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  let reviewer: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    const adminCookie = await loginAdmin(server);
    admin = adminApi(server, adminCookie);
    const staff = await addStaff(server, adminCookie, 'reviewer');
    reviewer = adminApi(server, await signInStaff(server, staff.username, staff.password));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An open account in the register, its holder reached on `cellPhone`. */
  async function holderAccount(cellPhone = uniqueMobile()) {
    const [account] = await server.db
      .insert(accounts)
      .values({
        accountNumber: uniqueAccountNumber(),
        holderName: 'Thandi Mokoena',
        holderIdNumber: HOLDER_ID,
        cellPhone,
        depositCents: 150_000,
        openedOn: '2024-03-01',
      })
      .returning();
    return account!;
  }

  /** A termination of that account sent by whoever these details name; its reference, session and row. */
  async function requestTermination(accountNumber: string, who: { idNumber: string; cellPhone: string }) {
    const ready = await readyTermination(server, 'residential', {
      personal: { proteaAccountNumber: accountNumber, idNumber: who.idNumber, cellPhone: local(who.cellPhone) },
      property: { disconnectionDate: daysFromToday(0) },
    });
    const sent = await submitTermination(
      server,
      'residential',
      submission(ready.personal, { propertyInfo: { disconnectionDate: daysFromToday(0) } }),
      ready.cookie,
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const row = (await findTerminationByReference(server.db, ready.terminationId))!;
    return { reference: ready.terminationId, cookie: ready.cookie, row };
  }

  const askCode = (typed: string) =>
    postJson(server.url(`/ClientApps/api/requests/${encodeURIComponent(typed)}/code`), {});
  const confirmCode = (typed: string, code: string) =>
    sendJson(server, 'PUT', `/requests/${encodeURIComponent(typed)}/confirm-code`, { code });
  const answer = (reference: string, body: unknown, cookie?: string) =>
    call(server, 'POST', `/requests/${encodeURIComponent(reference)}/holder-answer`, body, cookie);
  const status = async (reference: string, cookie: string) =>
    readJson(await call(server, 'GET', `/requests/${encodeURIComponent(reference)}/status`, undefined, cookie));

  /** The holder follows the request by the account number: a code to the number on file opens the holder's session. */
  async function holderSession(accountNumber: string, holderCell: string) {
    const sent = await askCode(accountNumber);
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect((await readJson(sent)).maskedPhone).toBe(`*** *** ${holderCell.slice(-4)}`);
    const confirmed = await confirmCode(accountNumber, readLatestCode(server, holderCell));
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const cookie = cookieOf(confirmed, 'pm_holder');
    expect(cookie).not.toBeNull();
    // The holder's code opens no requester's session.
    expect(terminationCookieOf(confirmed)).toBeNull();
    return { cookie: cookie!, body: await readJson(confirmed) };
  }

  const statusOf = async (id: string) =>
    (await server.db.select({ status: cases.status }).from(cases).where(eq(cases.id, id)))[0]!.status;

  test('a stranger asks: the holder is asked on the number on file, and staff cannot approve or complete meanwhile', async () => {
    const account = await holderAccount();
    const strangerCell = uniqueMobile();
    const { reference, cookie, row } = await requestTermination(account.accountNumber, {
      idNumber: STRANGER_ID,
      cellPhone: strangerCell,
    });
    expect(row).toMatchObject({ holderMatches: false, holderAnswer: 'awaiting', idMatches: false });

    // The holder hears of it on their own number, with the Track page by the account number, never the reference.
    const [alert, ...more] = (await messagesTo(server, 'sms', account.cellPhone)).filter(
      (m) => m.kind === 'holder-alert',
    );
    expect(more).toEqual([]);
    expect(alert!.body).toContain(account.accountNumber);
    expect(alert!.body).toContain(`/ClientApps/track?ref=${account.accountNumber}`);
    expect(alert!.body).not.toContain(reference);
    expect(alert!.body).toMatch(/^Protea Management: Dear Thandi Mokoena, someone asked to end the services/);

    const detail = await admin.json(`/admin/terminations/${row.id}`);
    expect(detail.holder).toEqual({ matches: false, answer: 'awaiting' });
    expect(detail.guards.approve).toMatchObject({
      blockers: [{ code: 'holder_not_confirmed', answer: 'awaiting' }],
      overridable: true,
    });

    // Refused with its own code, before and after a reviewer's try at an override; nothing changes.
    const refused = await admin.send('POST', `/admin/terminations/${row.id}/approve`, {});
    expect(refused.status).toBe(409);
    const error = (await readJson(refused)).error;
    expect(error.code).toBe('holder_not_confirmed');
    expect(error.message).toContain('the account holder has not yet confirmed');
    const byReviewer = await reviewer.send('POST', `/admin/terminations/${row.id}/approve`, {
      overrideReason: 'Phoned.',
    });
    expect(byReviewer.status).toBe(403);
    expect((await readJson(byReviewer)).error.code).toBe('override_not_allowed');
    expect(await statusOf(row.id)).toBe('pending');
    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reference), eq(auditLog.action, 'termination.approve')));
    expect(audits).toEqual([]);

    // The requester sees that the holder must answer first, and may not answer for them.
    const own = await status(reference, cookie);
    expect(own).toMatchObject({ viewer: 'requester', holderAnswer: 'awaiting', nextStep: { key: 'holder' } });
    expect((await answer(reference, { answer: 'confirm' }, cookie)).status).toBe(403);
    expect((await answer(reference, { answer: 'confirm' })).status).toBe(401);
    expect(await findTerminationByReference(server.db, reference)).toMatchObject({ holderAnswer: 'awaiting' });
  });

  test('the holder follows it by the account number, says "not me": cancelled at once, the requester told, staff see why', async () => {
    const account = await holderAccount();
    const strangerCell = uniqueMobile();
    const { reference, cookie, row } = await requestTermination(account.accountNumber, {
      idNumber: STRANGER_ID,
      cellPhone: strangerCell,
    });
    const requesterCodes = (await messagesTo(server, 'sms', strangerCell)).filter(
      (m) => m.kind === 'verification-code',
    );

    const holder = await holderSession(account.accountNumber, account.cellPhone!);
    // No code went to the requester's phone.
    expect((await messagesTo(server, 'sms', strangerCell)).filter((m) => m.kind === 'verification-code')).toHaveLength(
      requesterCodes.length,
    );
    expect(holder.body).toMatchObject({
      reference,
      viewer: 'holder',
      holderAnswer: 'awaiting',
      actions: ['holder_answer'],
      accountNumber: account.accountNumber,
    });
    // The requester's own messages are theirs: the holder sees the course of the request, not its words.
    expect(holder.body.events.map((e: JsonBody) => e.kind)).not.toContain('message');
    expect(JSON.stringify(holder.body)).not.toContain(strangerCell);
    // A holder's token opens no requester's session, not even under the requester's cookie name.
    const forged = `pm_termination=${holder.cookie.split('=')[1]}`;
    expect((await call(server, 'GET', '/terminations/draft', undefined, forged)).status).not.toBe(200);

    // Bad input is refused with a field error and changes nothing.
    for (const body of [{}, { answer: 'maybe' }, { answer: ['deny'] }]) {
      const bad = await answer(reference, body, holder.cookie);
      expect(bad.status).toBe(400);
      expect(Object.keys((await readJson(bad)).error.fields)).toEqual(['answer']);
    }
    expect(await statusOf(row.id)).toBe('pending');

    const denied = await answer(reference.toLowerCase(), { answer: 'deny' }, holder.cookie);
    expect(denied.status).toBe(200);
    expect(await readJson(denied)).toMatchObject({
      status: 'cancelled',
      viewer: 'holder',
      holderAnswer: 'denied',
      actions: [],
    });
    expect(await statusOf(row.id)).toBe('cancelled');
    const events = await eventsOf(server, row.id);
    expect(events.filter((e) => e.kind === 'holder_answered').map((e) => [e.actorType, e.data])).toEqual([
      ['holder', { answer: 'denied' }],
    ]);
    expect(events.some((e) => e.kind === 'status' && (e.data as JsonBody).action === 'holder-deny')).toBe(true);
    const told = (await messagesTo(server, 'sms', strangerCell)).filter((m) => m.kind === 'status-update');
    expect(told.at(-1)!.body).toContain('the account holder said they did not ask for it');

    // On the requester's Track page and in the back office: why it ended.
    expect((await status(reference, cookie)).events.map((e: JsonBody) => e.kind)).toContain('holder_denied');
    expect((await admin.json(`/admin/terminations/${row.id}`)).holder).toEqual({ matches: false, answer: 'denied' });
    const list = await admin.json('/admin/terminations?holder=denied&status=cancelled&pageSize=100');
    expect(list.terminations.map((t: JsonBody) => t.reference)).toContain(reference);
    expect(list.terminations.every((t: JsonBody) => t.flags.holderDenied)).toBe(true);
    const awaiting = await admin.json('/admin/terminations?holder=awaiting&status=cancelled&pageSize=100');
    expect(awaiting.terminations.map((t: JsonBody) => t.reference)).not.toContain(reference);
    expect((await admin.get('/admin/terminations?holder=nobody')).status).toBe(400);

    // The same answer again changes nothing; the other one is refused.
    expect((await answer(reference, { answer: 'deny' }, holder.cookie)).status).toBe(200);
    const changed = await answer(reference, { answer: 'confirm' }, holder.cookie);
    expect(changed.status).toBe(409);
    expect((await readJson(changed)).error.code).toBe('holder_already_answered');
    expect((await eventsOf(server, row.id)).filter((e) => e.kind === 'holder_answered')).toHaveLength(1);

    // The holder is free to ask for their own termination now.
    const own = await requestTermination(account.accountNumber, { idNumber: HOLDER_ID, cellPhone: account.cellPhone! });
    expect(own.row).toMatchObject({ holderMatches: true, holderAnswer: 'not_needed' });
  });

  test('the holder confirms: staff decide as usual, the refund falls due', async () => {
    const account = await holderAccount();
    const { reference, row } = await requestTermination(account.accountNumber, {
      idNumber: HOLDER_ID,
      cellPhone: uniqueMobile(),
    });
    // The right ID number from another phone is not the holder on file either.
    expect(row).toMatchObject({ idMatches: true, holderMatches: false, holderAnswer: 'awaiting' });
    const holder = await holderSession(account.accountNumber, account.cellPhone!);
    const confirmed = await answer(reference, { answer: 'confirm' }, holder.cookie);
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toMatchObject({ holderAnswer: 'confirmed', actions: [], status: 'pending' });
    expect((await reviewer.send('POST', `/admin/terminations/${row.id}/approve`, {})).status).toBe(200);
    const done = await reviewer.send('POST', `/admin/terminations/${row.id}/complete`, { confirmed: true });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await readJson(done)).refundDueDate).toBe(daysFromToday(21));
  });

  test('an administrator overrides with a reason: approved and completed, the refund held until the holder confirms', async () => {
    const account = await holderAccount();
    const strangerCell = uniqueMobile();
    const { reference, row } = await requestTermination(account.accountNumber, {
      idNumber: STRANGER_ID,
      cellPhone: strangerCell,
    });
    const blank = await admin.send('POST', `/admin/terminations/${row.id}/approve`, { overrideReason: '  ' });
    expect(blank.status).toBe(400);
    expect(Object.keys((await readJson(blank)).error.fields)).toEqual(['overrideReason']);
    const approved = await admin.send('POST', `/admin/terminations/${row.id}/approve`, {
      overrideReason: 'The holder phoned the office and confirmed in person.',
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await statusOf(row.id)).toBe('approved');
    const overridden = (await eventsOf(server, row.id)).filter((e) => e.kind === 'guard_overridden');
    expect(overridden.map((e) => (e.data as JsonBody).reason)).toEqual([
      'The holder phoned the office and confirmed in person.',
    ]);

    // Completing needs its own override, and holds the refund back.
    const refused = await admin.send('POST', `/admin/terminations/${row.id}/complete`, { confirmed: true });
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).error.code).toBe('holder_not_confirmed');
    const completed = await admin.send('POST', `/admin/terminations/${row.id}/complete`, {
      confirmed: true,
      overrideReason: 'Meter read and disconnected on the holder’s word by phone.',
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    expect((await readJson(completed)).refundDueDate).toBeNull();
    expect(await findTerminationByReference(server.db, reference)).toMatchObject({
      status: 'completed',
      refundDueDate: null,
    });
    const told = (await messagesTo(server, 'sms', strangerCell)).at(-1)!;
    expect(told.body).toContain('The deposit refund is held until the account holder confirms the request.');

    // The holder's yes releases it, counted from the day the account closed.
    const holder = await holderSession(account.accountNumber, account.cellPhone!);
    expect((await answer(reference, { answer: 'confirm' }, holder.cookie)).status).toBe(200);
    expect(await findTerminationByReference(server.db, reference)).toMatchObject({
      holderAnswer: 'confirmed',
      refundDueDate: daysFromToday(21),
    });
    expect((await eventsOf(server, row.id)).some((e) => e.kind === 'refund_released')).toBe(true);
  });

  test('the holder themself, and an account the register does not know, need no answer', async () => {
    const account = await holderAccount();
    const own = await requestTermination(account.accountNumber, { idNumber: HOLDER_ID, cellPhone: account.cellPhone! });
    expect(own.row).toMatchObject({ holderMatches: true, holderAnswer: 'not_needed' });
    expect((await messagesTo(server, 'sms', account.cellPhone)).filter((m) => m.kind === 'holder-alert')).toEqual([]);
    expect((await admin.send('POST', `/admin/terminations/${own.row.id}/approve`, {})).status).toBe(200);

    const unknown = await requestTermination(uniqueAccountNumber(), {
      idNumber: STRANGER_ID,
      cellPhone: uniqueMobile(),
    });
    expect(unknown.row).toMatchObject({ accountFound: false, holderMatches: false, holderAnswer: 'not_needed' });
    expect((await admin.json(`/admin/terminations/${unknown.row.id}`)).holder).toEqual({
      matches: false,
      answer: 'not_needed',
    });
    expect((await admin.send('POST', `/admin/terminations/${unknown.row.id}/approve`, {})).status).toBe(200);
  });

  test('an account in the register with no request says so, naming nobody; no code goes out', async () => {
    const account = await holderAccount();
    const before = (await messagesTo(server, 'sms', account.cellPhone)).length;
    const response = await askCode(account.accountNumber);
    expect(response.status).toBe(404);
    const error = (await readJson(response)).error;
    expect(error.code).toBe('account_without_request');
    expect(JSON.stringify(error)).not.toMatch(/Thandi|Mokoena|\*\*\*/);
    expect((await messagesTo(server, 'sms', account.cellPhone)).length).toBe(before);
  });

  test('50 answers at once: one wins, one cancellation, one message, one event', async () => {
    const account = await holderAccount();
    const strangerCell = uniqueMobile();
    const { reference, row } = await requestTermination(account.accountNumber, {
      idNumber: STRANGER_ID,
      cellPhone: strangerCell,
    });
    const holder = await holderSession(account.accountNumber, account.cellPhone!);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        answer(reference, { answer: i % 2 === 0 ? 'deny' : 'confirm' }, holder.cookie),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const after = (await findTerminationByReference(server.db, reference))!;
    const won = after.holderAnswer;
    expect(['confirmed', 'denied']).toContain(won);
    // Every answer that agreed with the winner is a 200, every other a 409.
    const agreeing = answers.filter((_, i) => (i % 2 === 0 ? 'denied' : 'confirmed') === won).length;
    expect(statuses.filter((s) => s === 200)).toHaveLength(agreeing);
    const events = await eventsOf(server, row.id);
    expect(events.filter((e) => e.kind === 'holder_answered')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'status' && (e.data as JsonBody).action === 'holder-deny')).toHaveLength(
      won === 'denied' ? 1 : 0,
    );
    const told = (await messagesTo(server, 'sms', strangerCell)).filter(
      (m) => m.kind === 'status-update' && m.body.includes('did not ask for it'),
    );
    expect(told).toHaveLength(won === 'denied' ? 1 : 0);
    expect(await statusOf(row.id)).toBe(won === 'denied' ? 'cancelled' : 'pending');
  }, 120_000);

  test('50 approvals at once while the holder has not answered: all refused, nothing changed', async () => {
    const account = await holderAccount();
    const { reference, row } = await requestTermination(account.accountNumber, {
      idNumber: STRANGER_ID,
      cellPhone: uniqueMobile(),
    });
    const tries = await Promise.all(
      Array.from({ length: 50 }, () => admin.send('POST', `/admin/terminations/${row.id}/approve`, {})),
    );
    expect(tries.map((r) => r.status)).toEqual(Array(50).fill(409));
    expect(await statusOf(row.id)).toBe('pending');
    expect((await eventsOf(server, row.id)).filter((e) => e.kind === 'guard_overridden')).toEqual([]);
    expect(await findTerminationByReference(server.db, reference)).toMatchObject({ holderAnswer: 'awaiting' });
  }, 120_000);
});
