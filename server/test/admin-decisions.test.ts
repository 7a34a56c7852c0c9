import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertCaseEvent } from '../src/db/repositories/case-repository.js';
import { accounts } from '../src/db/schema.js';
import {
  ADMIN_DISPLAY_NAME,
  type ApplicationInsert,
  type ApplicationRow,
  adminApi,
  auditOf,
  eventsOf,
  insertApplication,
  insertApprovable,
  insertDocument,
  loginAdmin,
  messagesTo,
  rowOf,
  STATUSES,
  type Status,
} from './support/admin.js';
import { englishMessage } from './support/applicant.js';
import { DATABASES, type JsonBody, readJson, startTestServer, type TestServer } from './support/test-server.js';

const ALLOWED: Record<string, Status[]> = {
  approve: ['pending'],
  reject: ['pending'],
  'request-info': ['pending'],
  complete: ['approved'],
  archive: ['completed', 'rejected'],
};
const BODIES: Record<string, unknown> = {
  approve: { depositAmount: 2000, depositNeeded: true },
  reject: { reason: 'duplicate' },
  'request-info': { message: 'unclear-id-copy' },
};
const withDeposit = { depositCents: 200_000, depositApprovedAt: new Date() };

describe.each(DATABASES)('admin decisions on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    api = adminApi(server, await loginAdmin(server));
    adminId = (await api.json('/admin/me')).admin.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const insert = (overrides: Partial<ApplicationInsert> = {}) => insertApplication(server, overrides);
  /** Pending with its documents approved and its unit confirmed: only the deposit left to decide. */
  const approvable = (overrides: Partial<ApplicationInsert> = {}) => insertApprovable(server, overrides);
  const act = (app: ApplicationRow, action: string, body?: unknown) =>
    api.send('POST', `/admin/applications/${app.reference}/${action}`, body ?? BODIES[action]);
  const detail = (app: ApplicationRow) => api.json(`/admin/applications/${app.reference}`);
  const statusOf = async (app: ApplicationRow) => (await rowOf(server, app.id)).status;

  /** The audit row and the timeline entry with the admin's name that every decision leaves. */
  async function expectRecorded(app: ApplicationRow, action: string, before: string, after: string) {
    expect(await auditOf(server, app.reference)).toContainEqual(
      expect.objectContaining({ adminId, action, statusBefore: before, statusAfter: after }),
    );
    expect((await detail(app)).timeline).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        actorType: 'admin',
        adminName: ADMIN_DISPLAY_NAME,
        data: expect.objectContaining({ from: before, to: after }),
      }),
    );
  }

  test('detail by id and by reference has documents, timeline and consent; unknown is 404', async () => {
    const app = await insert({ status: 'pending' });
    const document = await insertDocument(server, app.id, 'id');
    await insertCaseEvent(server.db, {
      caseId: app.id,
      actorType: 'customer',
      kind: 'status',
      data: { from: 'incomplete', to: 'pending', action: 'submit' },
    });
    const byReference = await detail(app);
    expect(await api.json(`/admin/applications/${app.id}`)).toEqual(byReference);
    expect(await api.json(`/admin/applications/${app.reference.toLowerCase()}`)).toEqual(byReference);
    expect(byReference).toMatchObject({
      id: app.id,
      appReference: app.reference,
      status: 'pending',
      fullName: 'Lerato Dlamini',
      phone: app.cellPhone,
      verified: true,
      consent: { at: expect.any(String), termsVersion: '2026-01' },
      documents: [{ type: 'id', fileName: document.storedName, contentType: 'image/png', isApproved: null }],
      timeline: [
        {
          actorType: 'customer',
          adminName: null,
          kind: 'status',
          data: { from: 'incomplete', to: 'pending', action: 'submit' },
        },
      ],
    });
    for (const unknown of ['PM-2026-999999', '00000000-0000-4000-8000-000000000000']) {
      const response = await api.get(`/admin/applications/${unknown}`);
      expect(response.status, unknown).toBe(404);
      expect((await readJson(response)).error.code).toBe('application_not_found');
    }
  });

  test('calculate-deposit follows the deposit rules', async () => {
    const cases: Array<[Partial<ApplicationInsert>, number, boolean]> = [
      [{ isOwner: false }, 2000, true],
      [{ isOwner: true }, 0, false],
      [{ isOwner: true, isBusiness: true, formType: 4 }, 2500, true],
      [{ isOwner: false, isBusiness: true, formType: 4 }, 5000, true],
    ];
    for (const [overrides, rands, needed] of cases) {
      const app = await insert(overrides);
      expect(await api.json(`/admin/applications/${app.reference}/calculate-deposit`)).toMatchObject({
        calculatedDeposit: rands,
        amountCents: rands * 100,
        depositNeeded: needed,
        message: expect.any(String),
      });
    }
  });

  test('approve needs the deposit approved first; then approves, names the admin and tells the applicant', async () => {
    const app = await approvable({ status: 'pending', isOwner: false });
    // Without a deposit in the call and none approved, the deposit must come first.
    const early = await act(app, 'approve', {});
    expect(early.status).toBe(409);
    expect((await readJson(early)).error).toMatchObject({
      code: 'deposit_not_approved',
      message: 'Please calculate and approve the deposit first.',
    });
    expect(await statusOf(app)).toBe('pending');

    const first = await act(app, 'deposit', { amount: 1999.99 });
    expect(first.status).toBe(200);
    expect((await rowOf(server, app.id)).depositCents).toBe(199_999);
    const deposit = await act(app, 'deposit', { amount: 2000 });
    expect(deposit.status).toBe(200);
    const depositBody = await readJson(deposit);
    expect(depositBody.success).toBe(true);
    expect.soft(depositBody).toHaveProperty('deposit'); // the contract: { success, deposit }
    expect(await rowOf(server, app.id)).toMatchObject({ depositCents: 200_000, depositApprovedAt: expect.any(Date) });
    expect(await auditOf(server, app.reference)).toContainEqual(
      expect.objectContaining({ adminId, action: 'application.deposit_approved', statusBefore: 'pending' }),
    );

    const approved = await act(app, 'approve');
    expect(approved.status).toBe(200);
    const shown = await detail(app);
    expect(shown).toMatchObject({ status: 'approved', approvedBy: ADMIN_DISPLAY_NAME });
    expect(shown.deposit).toMatchObject({ amountCents: 200_000, isNeeded: true });
    expect(Date.now() - Date.parse(shown.decidedAt)).toBeLessThan(60_000);
    expect((await messagesTo(server, 'sms', app.cellPhone)).at(-1)?.body).toContain('R 2 000.00');
    expect((await messagesTo(server, 'email', app.email)).at(-1)?.body).toContain('R 2 000.00');
    await expectRecorded(app, 'application.approve', 'pending', 'approved');

    const change = await act(app, 'deposit', { amount: 500 });
    expect(change.status).toBe(409);
    expect((await readJson(change)).error.code).toBe('deposit_locked');
    expect((await rowOf(server, app.id)).depositCents).toBe(200_000);
  });

  test('the deposit takes a sane amount, only while pending; two admins approving at once cannot both win', async () => {
    const app = await approvable({ status: 'pending' });
    for (const amount of [-1, 'abc', 2_000_000]) {
      const response = await act(app, 'deposit', { amount });
      expect(response.status, String(amount)).toBe(400);
      expect((await readJson(response)).error.fields.amount).toBeDefined();
    }
    expect((await rowOf(server, app.id)).depositApprovedAt).toBeNull();
    for (const status of ['incomplete', 'needsinfo', 'rejected'] as const) {
      const other = await insert({ status });
      expect((await act(other, 'deposit', { amount: 100 })).status, status).toBe(409);
      expect(await rowOf(server, other.id)).toEqual(other);
    }

    expect((await act(app, 'deposit', { amount: 0 })).status).toBe(200);
    const noDeposit = { depositAmount: 0, depositNeeded: false };
    const both = await Promise.all([act(app, 'approve', noDeposit), act(app, 'approve', noDeposit)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await auditOf(server, app.reference)).filter((a) => a.action === 'application.approve')).toHaveLength(1);
    expect(await messagesTo(server, 'sms', app.cellPhone)).toHaveLength(1);
    expect((await messagesTo(server, 'sms', app.cellPhone))[0]!.body).toContain('No deposit is required.');
  });

  test('reject needs a reason; with one it rejects and tells the applicant why', async () => {
    const app = await insert({ status: 'pending' });
    for (const body of [{}, { reason: '   ' }]) {
      const response = await act(app, 'reject', body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.fields.reason).toEqual(['Please select a reason for rejection.']);
    }
    expect(await statusOf(app)).toBe('pending');

    expect((await act(app, 'reject', { reason: 'duplicate' })).status).toBe(200);
    expect(await rowOf(server, app.id)).toMatchObject({
      status: 'rejected',
      decidedBy: adminId,
      decidedAt: expect.any(Date),
    });
    expect((await messagesTo(server, 'sms', app.cellPhone)).at(-1)?.body).toContain(
      'Duplicate application found in our system.',
    );
    await expectRecorded(app, 'application.reject', 'pending', 'rejected');

    const typed = await insert({ status: 'pending' });
    expect((await act(typed, 'reject', { reason: 'The unit is not metered by us.' })).status).toBe(200);
    expect((await messagesTo(server, 'sms', typed.cellPhone)).at(-1)?.body).toContain('The unit is not metered by us.');
  });

  test('request-info moves to needsinfo and sends the message with a resume link by SMS and email', async () => {
    const app = await insert({ status: 'pending' });
    const blank = await act(app, 'request-info', { message: ' ' });
    expect(blank.status).toBe(400);
    expect((await readJson(blank)).error.fields.message).toEqual([
      'Please select or enter the information needed from the client.',
    ]);

    expect((await act(app, 'request-info', { message: 'unclear-id-copy' })).status).toBe(200);
    expect(await rowOf(server, app.id)).toMatchObject({
      status: 'needsinfo',
      infoRequest: { key: 'decisions.infoRequest.unclear-id-copy' },
    });
    expect((await detail(app)).infoRequested).toBe('Unclear/unreadable ID copy.');
    // The Track page with the reference filled in, once: the message's own link is not repeated below it.
    const link = `/ClientApps/track?ref=${app.reference}`;
    const sms = (await messagesTo(server, 'sms', app.cellPhone)).at(-1)!.body;
    expect(sms).toContain('Unclear/unreadable ID copy.');
    expect(sms).toContain(link);
    expect(sms.split(link)).toHaveLength(2);
    const email = (await messagesTo(server, 'email', app.email)).at(-1)!.body;
    expect(email).toContain('Unclear/unreadable ID copy.');
    expect(email).toContain(link);
    await expectRecorded(app, 'application.request-info', 'pending', 'needsinfo');

    const noEmail = await insert({ status: 'pending', email: null });
    expect((await act(noEmail, 'request-info', { message: 'Please send your lease.' })).status).toBe(200);
    expect((await messagesTo(server, 'sms', noEmail.cellPhone)).at(-1)!.body).toContain('Please send your lease.');
    expect(await statusOf(noEmail)).toBe('needsinfo');
  });

  test('approved completes, and completed or rejected archives, each audited and told', async () => {
    const approved = await insert({ status: 'approved', ...withDeposit });
    expect((await act(approved, 'complete')).status).toBe(200);
    expect(await statusOf(approved)).toBe('completed');
    expect((await messagesTo(server, 'sms', approved.cellPhone)).at(-1)?.body).toContain(approved.reference);
    await expectRecorded(approved, 'application.complete', 'approved', 'completed');
    // Completing opens the customer's account in the register, with the approved deposit.
    const [account] = await server.db.select().from(accounts).where(eq(accounts.openedByCaseId, approved.id));
    expect(account).toMatchObject({
      holderName: 'Lerato Dlamini',
      holderIdNumber: '8001015009087',
      cellPhone: approved.cellPhone,
      depositCents: 200_000,
      closedOn: null,
    });
    expect(account!.accountNumber).toMatch(/^\d{8}$/);
    const opened = (await eventsOf(server, approved.id)).filter((e) => e.kind === 'account_opened');
    expect(opened.map((e) => e.data)).toEqual([{ accountNumber: account!.accountNumber }]);

    expect((await act(approved, 'archive')).status).toBe(200);
    expect(await statusOf(approved)).toBe('archived');
    await expectRecorded(approved, 'application.archive', 'completed', 'archived');

    const rejected = await insert({ status: 'rejected' });
    expect((await act(rejected, 'archive')).status).toBe(200);
    expect(await statusOf(rejected)).toBe('archived');
    await expectRecorded(rejected, 'application.archive', 'rejected', 'archived');
  });

  for (const action of Object.keys(ALLOWED)) {
    const forbidden = STATUSES.filter((s) => !ALLOWED[action]!.includes(s));
    test(`${action} from ${forbidden.join(', ')} is 409 invalid_transition and changes nothing`, async () => {
      const failures: string[] = [];
      for (const status of forbidden) {
        // A deposit is on file, so only the workflow can refuse.
        const app = await insert({ status, ...withDeposit });
        const response = await act(app, action);
        const body: JsonBody = await readJson(response);
        if (response.status !== 409 || body.error?.code !== 'invalid_transition') {
          failures.push(`${status}: ${response.status} ${JSON.stringify(body)}`);
        } else {
          const shown = englishMessage(`admin.status.${status}`);
          expect(body.error.message).toBe(`This action is not possible while the application is ${shown}.`);
        }
        expect(await rowOf(server, app.id), status).toEqual(app);
        expect(await auditOf(server, app.reference), status).toEqual([]);
        expect(await eventsOf(server, app.id), status).toEqual([]);
        expect(await messagesTo(server, 'sms', app.cellPhone), status).toEqual([]);
      }
      expect(failures).toEqual([]);
    });
  }

  test('approving an application that is not pending names the workflow, not the missing deposit', async () => {
    const codes: string[] = [];
    for (const status of ['incomplete', 'needsinfo', 'rejected'] as const) {
      const app = await insert({ status });
      const response = await act(app, 'approve');
      codes.push(`${status}: ${response.status} ${(await readJson(response)).error?.code}`);
      expect(await rowOf(server, app.id)).toEqual(app);
    }
    expect(codes).toEqual(['incomplete', 'needsinfo', 'rejected'].map((s) => `${s}: 409 invalid_transition`));
  });

  test('approve with a deposit and none approved yet approves both, with two audit records and the amount told', async () => {
    const app = await approvable({ status: 'pending' });
    expect((await act(app, 'approve', { depositAmount: 5009, depositNeeded: true })).status).toBe(200);
    expect(await rowOf(server, app.id)).toMatchObject({
      status: 'approved',
      depositCents: 500_900,
      depositApprovedAt: expect.any(Date),
    });
    const actions = (await auditOf(server, app.reference)).map((row) => row.action);
    expect(actions).toEqual(['application.deposit_approved', 'application.approve']);
    const sms = (await messagesTo(server, 'sms', app.cellPhone)).map((m) => m.body);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain('R 5 009.00');

    const none = await approvable({ status: 'pending' });
    expect((await act(none, 'approve', { depositNeeded: false })).status).toBe(200);
    expect((await rowOf(server, none.id)).depositCents).toBe(0);
    expect((await messagesTo(server, 'sms', none.cellPhone))[0]!.body).toContain('No deposit is required.');
  });

  test('approve naming another amount than the approved deposit is a 409 that changes and tells nothing', async () => {
    const app = await insert({ status: 'pending', ...withDeposit });
    const response = await act(app, 'approve', { depositAmount: 5009, depositNeeded: true });
    expect(response.status).toBe(409);
    expect((await readJson(response)).error).toMatchObject({
      code: 'deposit_mismatch',
      message: englishMessage('errors.depositMismatch').replace('{{amount}}', 'R 2 000.00'),
    });
    expect(await rowOf(server, app.id)).toEqual(app);
    expect(await auditOf(server, app.reference)).toEqual([]);
    expect(await messagesTo(server, 'sms', app.cellPhone)).toEqual([]);
    const contradictory = await act(app, 'approve', { depositAmount: 10, depositNeeded: false });
    expect(contradictory.status).toBe(400);
    expect((await readJson(contradictory)).error.fields.depositAmount).toEqual([
      englishMessage('validation.depositNotNeeded'),
    ]);
  });
});
