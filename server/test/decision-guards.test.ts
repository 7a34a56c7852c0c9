import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, documents } from '../src/db/schema.js';
import {
  ADMIN_API,
  type ApplicationInsert,
  type ApplicationRow,
  adminApi,
  auditOf,
  eventsOf,
  insertApprovable,
  loginAdmin,
  messagesTo,
  rowOf,
} from './support/admin.js';
import { afrikaansMessage, englishMessage } from './support/applicant.js';
import { addStaff, signInStaff } from './support/staff.js';
import { daysFromToday, insertTermination, terminationRow } from './support/terminating-customer.js';
import { DATABASES, type JsonBody, readJson, startTestServer, type TestServer } from './support/test-server.js';

const fill = (key: string, vars: Record<string, string>, language: 'en' | 'af' = 'en') =>
  Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    (language === 'en' ? englishMessage : afrikaansMessage)(key),
  );
const withDeposit = { depositCents: 150_000, depositApprovedAt: new Date() };

describe.each(DATABASES)('decisions that respect the facts on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  let reviewer: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    const adminCookie = await loginAdmin(server);
    admin = adminApi(server, adminCookie);
    const added = await addStaff(server, adminCookie, 'reviewer');
    reviewer = adminApi(server, await signInStaff(server, added.username, added.password));
  });
  afterAll(async () => {
    await server?.close();
  });

  const approvable = (overrides: ApplicationInsert = {}) => insertApprovable(server, { ...withDeposit, ...overrides });
  const approve = (app: ApplicationRow, body: unknown = {}, as = admin) =>
    as.send('POST', `/admin/applications/${app.reference}/approve`, body);
  const review = (app: ApplicationRow, type: string, decision: 'approve' | 'reject', as = admin) =>
    as.send('POST', `/admin/applications/${app.reference}/documents/${type}/${decision}`, {});
  const setReview = (app: ApplicationRow, type: string, isApproved: boolean | null) =>
    server.db
      .update(documents)
      .set({ isApproved })
      .where(and(eq(documents.caseId, app.id), eq(documents.type, type)));
  const removeDocument = (app: ApplicationRow, type: string) =>
    server.db.delete(documents).where(and(eq(documents.caseId, app.id), eq(documents.type, type)));

  /** Nothing about the application changed: its row, its audit, its timeline, its messages. */
  async function expectUnchanged(app: ApplicationRow, auditBefore: unknown[] = []) {
    expect(await rowOf(server, app.id)).toEqual(app);
    expect(await auditOf(server, app.reference)).toEqual(auditBefore);
    expect((await eventsOf(server, app.id)).filter((e) => e.kind !== 'document_approved')).toEqual([]);
    expect(await messagesTo(server, 'sms', app.cellPhone)).toEqual([]);
  }

  test('A rejected lease stops the approval, named in the reader language, and shows before the click', async () => {
    const app = await approvable();
    await setReview(app, 'deedlease', false);

    const refused = await approve(app);
    expect(refused.status).toBe(409);
    const lease = englishMessage('documents.deedlease');
    expect((await readJson(refused)).error).toMatchObject({
      code: 'decision_blocked',
      message: fill('errors.decisionBlocked', {
        action: englishMessage('decisions.guards.actions.approve'),
        reasons: fill('decisions.guards.document_rejected', { document: lease }),
      }),
      blockers: [{ code: 'document_rejected', document: 'deedlease' }],
    });
    await expectUnchanged(app);

    const inAfrikaans = await adminLanguageCall(app, 'af');
    expect(inAfrikaans.error.message).toBe(
      fill(
        'errors.decisionBlocked',
        {
          action: afrikaansMessage('decisions.guards.actions.approve'),
          reasons: fill(
            'decisions.guards.document_rejected',
            { document: afrikaansMessage('documents.deedlease') },
            'af',
          ),
        },
        'af',
      ),
    );

    // The review dialog has the same reason before anyone clicks.
    const detail = await admin.json(`/admin/applications/${app.reference}`);
    expect(detail.guards.approve).toEqual({
      blockers: [{ code: 'document_rejected', document: 'deedlease' }],
      overridable: true,
      unreviewed: [],
    });

    // Once the lease is approved after all, the approval goes through.
    expect((await review(app, 'deedlease', 'approve')).status).toBe(200);
    expect((await admin.json(`/admin/applications/${app.reference}`)).guards.approve.blockers).toEqual([]);
    expect((await approve(app)).status).toBe(200);
    expect((await rowOf(server, app.id)).status).toBe('approved');
  });

  let languageCookie: string | undefined;
  async function adminLanguageCall(app: ApplicationRow, language: string): Promise<JsonBody> {
    languageCookie ??= await loginAdmin(server);
    const response = await fetch(server.url(`${ADMIN_API}/admin/applications/${app.reference}/approve`), {
      method: 'POST',
      headers: { cookie: languageCookie, 'content-type': 'application/json', 'x-language': language },
      body: '{}',
    });
    expect(response.status).toBe(409);
    return readJson(response);
  }

  test('Every missing document of a business is named: CIPC, VAT when a VAT number was given, each director ID', async () => {
    const app = await approvable({
      isBusiness: true,
      business: {
        businessName: 'Guarded Traders',
        vatNumber: '4123456789',
        directors: [
          { fullName: 'Sipho Nkosi', idNumber: '8501015800088' },
          { fullName: 'Anna Botha', idNumber: '9002024800087' },
        ],
      },
    });
    for (const type of ['cipc', 'vat', 'director-2']) await removeDocument(app, type);
    const refused = await approve(app);
    expect(refused.status).toBe(409);
    const body = await readJson(refused);
    expect(body.error.blockers).toEqual([
      { code: 'document_missing', document: 'director-2' },
      { code: 'document_missing', document: 'cipc' },
      { code: 'document_missing', document: 'vat' },
    ]);
    for (const name of [
      englishMessage('documents.cipc'),
      englishMessage('documents.vat'),
      englishMessage('documents.director').replace('{{number}}', '2'),
    ]) {
      expect(body.error.message).toContain(name);
    }
    expect((await rowOf(server, app.id)).status).toBe('pending');

    // Without a VAT number, no VAT registration is asked for.
    const noVat = await approvable({ isBusiness: true, business: { businessName: 'Small Shop', directors: [] } });
    expect((await approve(noVat)).status).toBe(200);
  });

  test('Documents nobody has reviewed yet do not block; the dialog lists them', async () => {
    const app = await approvable();
    await setReview(app, 'id', null);
    const detail = await admin.json(`/admin/applications/${app.reference}`);
    expect(detail.guards.approve).toEqual({ blockers: [], overridable: true, unreviewed: ['id'] });
    expect((await approve(app)).status).toBe(200);
  });

  test('The unit must be confirmed against the premises register; no override passes that', async () => {
    const app = await approvable({ premiseId: null, complexId: null });
    const refused = await approve(app, { overrideReason: 'Known customer' });
    expect(refused.status).toBe(409);
    const body = await readJson(refused);
    expect(body.error.blockers).toEqual([{ code: 'property_unconfirmed' }]);
    expect(body.error.message).toContain(englishMessage('decisions.guards.property_unconfirmed'));
    await expectUnchanged(app);
    expect((await admin.json(`/admin/applications/${app.reference}`)).guards.approve.overridable).toBe(false);

    const { complexes } = await admin.json('/database/complexes');
    const [unit] = (await admin.json(`/database/premises/${complexes[0].ComplexID}`)).premises;
    expect(
      (await admin.send('PUT', `/admin/applications/${app.reference}/unit`, { premise: unit.Premise })).status,
    ).toBe(200);
    expect((await approve(app)).status).toBe(200);
  });

  test('An administrator overrides with a written reason, audited and on the timeline; a reviewer may not', async () => {
    const app = await approvable();
    await setReview(app, 'deedlease', false);

    const byReviewer = await approve(app, { overrideReason: 'The lease was checked by phone' }, reviewer);
    expect(byReviewer.status).toBe(403);
    expect((await readJson(byReviewer)).error).toMatchObject({
      code: 'override_not_allowed',
      message: englishMessage('errors.overrideNotAllowed'),
    });
    await expectUnchanged(app);

    const blank = await approve(app, { overrideReason: '   ' });
    expect(blank.status).toBe(400);
    expect((await readJson(blank)).error.fields.overrideReason).toEqual([
      englishMessage('validation.overrideReasonRequired'),
    ]);
    await expectUnchanged(app);

    const overridden = await approve(app, { overrideReason: 'The lease was checked by phone' });
    expect(overridden.status).toBe(200);
    expect((await rowOf(server, app.id)).status).toBe('approved');
    const audit = await auditOf(server, app.reference);
    expect(audit.map((a) => a.action)).toEqual(['application.guard_overridden', 'application.approve']);
    expect(audit[0]!.details).toEqual({
      action: 'approve',
      reason: 'The lease was checked by phone',
      blockers: [{ code: 'document_rejected', document: 'deedlease' }],
    });
    const timeline = (await admin.json(`/admin/applications/${app.reference}`)).timeline as JsonBody[];
    expect(timeline).toContainEqual(
      expect.objectContaining({
        kind: 'guard_overridden',
        adminName: 'Admin',
        data: {
          action: 'approve',
          reason: 'The lease was checked by phone',
          blockers: [{ code: 'document_rejected', document: 'deedlease' }],
        },
      }),
    );
  });

  test('Fifty approvals at once: all refused while a document is rejected; once fixed exactly one wins', async () => {
    const app = await approvable();
    await setReview(app, 'id', false);
    const refused = await Promise.all(Array.from({ length: 50 }, () => approve(app)));
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([409]));
    await expectUnchanged(app);

    await setReview(app, 'id', true);
    const raced = await Promise.all(Array.from({ length: 50 }, () => approve(app)));
    const statuses = raced.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect((await auditOf(server, app.reference)).filter((a) => a.action === 'application.approve')).toHaveLength(1);
    expect(await messagesTo(server, 'sms', app.cellPhone)).toHaveLength(1);

    // Fifty overrides at once leave one override and one approval.
    const other = await approvable();
    await setReview(other, 'deedlease', false);
    const overrides = await Promise.all(
      Array.from({ length: 50 }, () => approve(other, { overrideReason: 'Seen the original' })),
    );
    expect(overrides.filter((r) => r.status === 200)).toHaveLength(1);
    const actions = (await auditOf(server, other.reference)).map((a) => a.action);
    expect(actions).toEqual(['application.guard_overridden', 'application.approve']);
  });

  describe('a termination before its disconnection date', () => {
    const complete = (id: string, body: unknown) => admin.send('POST', `/admin/terminations/${id}/complete`, body);
    const due = (days: number, overrides = {}) =>
      insertTermination(server, {
        status: 'approved',
        disconnectionDate: daysFromToday(days),
        submittedAt: new Date(Date.now() - 5 * 86_400_000),
        ...overrides,
      });

    test('Completing 30 days early is refused naming the date; an early disconnection recorded lets it through', async () => {
      const [account] = await server.db
        .select()
        .from(accounts)
        .where(isNull(accounts.closedOn))
        .orderBy(desc(accounts.id))
        .limit(1);
      const t = await due(30, {
        accountNumber: account!.accountNumber,
        registerAccountId: account!.id,
        accountFound: true,
      });
      const before = await terminationRow(server, t.reference);

      const refused = await complete(t.id, { confirmed: true });
      expect(refused.status).toBe(409);
      expect((await readJson(refused)).error).toMatchObject({
        code: 'decision_blocked',
        message: fill('errors.decisionBlocked', {
          action: englishMessage('decisions.guards.actions.complete'),
          reasons: fill('decisions.guards.disconnection_not_due', { date: daysFromToday(30) }),
        }),
        blockers: [{ code: 'disconnection_not_due', date: daysFromToday(30) }],
      });
      expect(await terminationRow(server, t.reference)).toEqual(before);
      expect((await server.db.select().from(accounts).where(eq(accounts.id, account!.id)))[0]!.closedOn).toBeNull();
      expect(await messagesTo(server, 'sms', t.cellPhone)).toEqual([]);
      expect((await admin.json(`/admin/terminations/${t.id}`)).guards.complete).toEqual({
        blockers: [{ code: 'disconnection_not_due', date: daysFromToday(30) }],
        overridable: false,
        unreviewed: [],
      });

      // An early disconnection must be early, not in the future, and not before the request was sent.
      for (const [date, key] of [
        [daysFromToday(1), 'validation.earlyDisconnectionDateFuture'],
        [daysFromToday(-30), 'validation.earlyDisconnectionBeforeRequest'],
      ] as const) {
        const bad = await complete(t.id, { confirmed: true, earlyDisconnection: { date, reason: 'Moved out early' } });
        expect(bad.status, date).toBe(400);
        expect((await readJson(bad)).error.fields['earlyDisconnection.date']).toEqual([englishMessage(key)]);
      }
      const noReason = await complete(t.id, { confirmed: true, earlyDisconnection: { date: daysFromToday(-1) } });
      expect(noReason.status).toBe(400);
      expect(await terminationRow(server, t.reference)).toEqual(before);

      const done = await complete(t.id, {
        confirmed: true,
        earlyDisconnection: { date: daysFromToday(-1), reason: 'The customer moved out early' },
      });
      expect(done.status).toBe(200);
      expect(await readJson(done)).toMatchObject({ closedOn: daysFromToday(-1), refundDueDate: daysFromToday(20) });
      const [closed] = await server.db.select().from(accounts).where(eq(accounts.id, account!.id));
      expect(closed!.closedOn).toBe(daysFromToday(-1));
      expect((await terminationRow(server, t.reference)).status).toBe('completed');
      const events = await eventsOf(server, t.id);
      expect(events).toContainEqual(
        expect.objectContaining({
          kind: 'early_disconnection',
          data: { date: daysFromToday(-1), scheduledDate: daysFromToday(30), reason: 'The customer moved out early' },
        }),
      );
      const sms = (await messagesTo(server, 'sms', t.cellPhone)).at(-1)!;
      expect(sms.body).toContain(`closed as of ${daysFromToday(-1)}`);
    });

    test('No override passes the date asked for; once it has passed, the account closes on the day it is completed', async () => {
      const early = await due(3);
      const overridden = await complete(early.id, { confirmed: true, overrideReason: 'The customer has left' });
      expect(overridden.status).toBe(409);
      expect((await readJson(overridden)).error).toMatchObject({
        code: 'decision_blocked',
        blockers: [{ code: 'disconnection_not_due', date: daysFromToday(3) }],
      });
      expect((await terminationRow(server, early.reference)).status).toBe('approved');

      const late = await due(-3);
      const done = await complete(late.id, { confirmed: true });
      expect(done.status).toBe(200);
      expect(await readJson(done)).toMatchObject({
        disconnectionDate: daysFromToday(-3),
        closedOn: daysFromToday(0),
        refundDueDate: daysFromToday(21),
      });
    });

    test('An early disconnection on or after the date asked for is not early', async () => {
      const t = await due(0);
      const response = await complete(t.id, {
        confirmed: true,
        earlyDisconnection: { date: daysFromToday(0), reason: 'Not early' },
      });
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.fields['earlyDisconnection.date']).toEqual([
        englishMessage('validation.earlyDisconnectionNotEarly'),
      ]);
      expect((await complete(t.id, { confirmed: true })).status).toBe(200);
    });

    test('Fifty completions at once before the date are all refused; with the early disconnection one wins', async () => {
      const t = await due(30);
      const refused = await Promise.all(Array.from({ length: 50 }, () => complete(t.id, { confirmed: true })));
      expect(new Set(refused.map((r) => r.status))).toEqual(new Set([409]));
      expect((await terminationRow(server, t.reference)).status).toBe('approved');
      const body = { confirmed: true, earlyDisconnection: { date: daysFromToday(0), reason: 'Meter removed today' } };
      const raced = await Promise.all(Array.from({ length: 50 }, () => complete(t.id, body)));
      expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
      expect((await eventsOf(server, t.id)).filter((e) => e.kind === 'early_disconnection')).toHaveLength(1);
    });
  });
});
