import { TERMINATION_STATUSES } from '@protea/shared/workflow/termination-workflow';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog } from '../src/db/schema.js';
import { adminApi, eventsOf, loginAdmin, messagesTo, uniqueToken } from './support/admin.js';
import { API, afrikaansMessage, englishMessage, tinyPdf, tinyPng, trackLine } from './support/applicant.js';
import { readPdf } from './support/read-pdf.js';
import {
  daysFromToday,
  insertTermination,
  readyTermination,
  startDraft,
  submission,
  submitTermination,
  terminationRow,
  uniqueAccountNumber,
} from './support/terminating-customer.js';
import { DATABASES, type JsonBody, readJson, startTestServer, type TestServer } from './support/test-server.js';

type Status = (typeof TERMINATION_STATUSES)[number];

/** Where each action may be taken from (spec 3 section 4 and PRODUCT.md 'Workflow'). */
const ALLOWED: Record<string, Status[]> = {
  approve: ['pending', 'needsinfo'],
  reject: ['pending'],
  'request-info': ['pending'],
  complete: ['approved'],
  cancel: ['pending', 'needsinfo', 'approved'],
  archive: ['completed', 'rejected', 'cancelled'],
};
const BODIES: Record<string, unknown> = {
  approve: { informationUpdated: true },
  reject: { reason: 'invalid-account' },
  'request-info': { message: 'missing-bank-statement' },
  complete: { confirmed: true },
};

describe.each(DATABASES)('terminations in the back office on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    admin = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const act = (id: string, action: string, body: unknown = BODIES[action] ?? {}) =>
    admin.send('POST', `/admin/terminations/${id}/${action}`, body);
  const statusOf = async (reference: string) => (await terminationRow(server, reference)).status;
  const auditOf = (reference: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'termination'), eq(auditLog.entityId, reference)))
      .orderBy(asc(auditLog.id));

  describe('without the admin session', () => {
    test("every admin termination route is 401 with no session and 403 with only a customer's session", async () => {
      const t = await insertTermination(server);
      const customer = await startDraft(server);
      const calls: Array<[string, string, unknown?]> = [
        ['GET', '/admin/termination-stats'],
        ['GET', '/admin/terminations'],
        ['GET', '/admin/terminations/export.csv'],
        ['GET', `/admin/terminations/${t.id}`],
        ['GET', `/admin/terminations/${t.id}/pdf`],
        ['POST', `/admin/terminations/${t.id}/approve`, {}],
        ['POST', `/admin/terminations/${t.id}/reject`, { reason: 'invalid-account' }],
        ['POST', `/admin/terminations/${t.id}/request-info`, { message: 'supporting-docs' }],
        ['POST', `/admin/terminations/${t.id}/complete`, { confirmed: true }],
        ['POST', `/admin/terminations/${t.id}/cancel`, {}],
        ['POST', `/admin/terminations/${t.id}/archive`, {}],
        ['POST', `/admin/terminations/${t.id}/notes`, { note: 'x' }],
      ];
      for (const [method, path, body] of calls) {
        const init = (cookie?: string) => ({
          method,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        for (const prefix of [API, '/api']) {
          expect((await fetch(server.url(`${prefix}${path}`), init())).status, `${method} ${prefix}${path}`).toBe(401);
          expect((await fetch(server.url(`${prefix}${path}`), init(customer.cookie))).status, `${method} ${path}`).toBe(
            403,
          );
        }
      }
      expect(await statusOf(t.reference)).toBe('pending');
      expect(await auditOf(t.reference)).toEqual([]);
      // "Who am I" stays 401 for a customer, so the back office shows its login form.
      const me = await fetch(server.url(`${API}/admin/me`), { headers: { cookie: customer.cookie } });
      expect(me.status).toBe(401);
    });
  });

  describe('the list', () => {
    test('finds a termination by account number, name, business name, ID number, cell and email', async () => {
      const token = uniqueToken('Ter');
      const account = uniqueAccountNumber();
      const person = await insertTermination(server, {
        accountNumber: account,
        surname: token,
        idNumber: '9202204720082',
      });
      const business = await insertTermination(server, { isBusiness: true, businessName: `${token} Bakery` });
      const search = async (term: string) =>
        (await admin.json(`/admin/terminations?search=${encodeURIComponent(term)}&pageSize=100`)).terminations.map(
          (row: JsonBody) => row.reference,
        );
      expect(await search(account)).toEqual([person.reference]);
      expect(await search(token)).toEqual(expect.arrayContaining([person.reference, business.reference]));
      expect(await search(`${token} Bakery`)).toEqual([business.reference]);
      expect(await search('9202204720082')).toEqual([person.reference]);
      expect(await search(person.cellPhone!.slice(3))).toEqual([person.reference]);
      const [row] = (await admin.json(`/admin/terminations?search=${account}`)).terminations;
      expect(row).toMatchObject({
        id: person.id,
        accountNo: account,
        name: `Lerato ${token}`,
        type: 'residential',
        formType: 2,
        status: 'pending',
        disconnectionDate: person.disconnectionDate,
        flags: {
          lateNotice: false,
          penaltyMayApply: false,
          registerMismatch: true,
          holderAwaiting: false,
          holderDenied: false,
        },
      });
      const [businessRow] = (await admin.json(`/admin/terminations?search=${encodeURIComponent(`${token} Bakery`)}`))
        .terminations;
      expect(businessRow).toMatchObject({ name: `${token} Bakery`, type: 'business', formType: 5 });
    });

    test('filters by status and type with live counts, sorts by disconnection date, pages, and leaves drafts unflagged', async () => {
      const token = uniqueToken('Sort');
      const dates = [daysFromToday(50), daysFromToday(5), daysFromToday(20)];
      for (const [index, date] of dates.entries()) {
        await insertTermination(server, {
          surname: token,
          disconnectionDate: date,
          status: index === 0 ? 'approved' : 'pending',
          lateNotice: index !== 0,
          penaltyMayApply: index === 1,
          accountFound: true,
          idMatches: true,
          premiseMatches: true,
        });
      }
      await insertTermination(server, {
        surname: token,
        status: 'incomplete',
        disconnectionDate: null,
        accountFound: null,
        submittedAt: null,
      });
      const list = await admin.json(`/admin/terminations?search=${token}&sort=disconnectionDate&order=asc&pageSize=25`);
      expect(list.total).toBe(4);
      expect(list.counts).toMatchObject({ pending: 2, approved: 1, incomplete: 1, completed: 0, cancelled: 0 });
      expect(Object.keys(list.counts).sort()).toEqual([...TERMINATION_STATUSES].sort());
      expect(list.terminations.map((r: JsonBody) => r.disconnectionDate)).toEqual([
        daysFromToday(5),
        daysFromToday(20),
        daysFromToday(50),
        null,
      ]);
      expect(list.terminations[0].flags).toEqual({
        lateNotice: true,
        penaltyMayApply: true,
        registerMismatch: false,
        holderAwaiting: false,
        holderDenied: false,
      });
      expect(list.terminations[3].flags).toBeNull();
      const pending = await admin.json(`/admin/terminations?search=${token}&status=pending`);
      expect(pending.total).toBe(2);
      expect(pending.counts.approved).toBe(1);
      const business = await admin.json(`/admin/terminations?search=${token}&type=business`);
      expect(business.total).toBe(0);
      const page2 = await admin.json(
        `/admin/terminations?search=${token}&sort=disconnectionDate&order=asc&pageSize=25&page=2`,
      );
      expect(page2.terminations).toEqual([]);
      expect((await admin.get('/admin/terminations?status=sideways')).status).toBe(400);
      expect((await admin.get('/admin/terminations?sort=__proto__')).status).toBe(400);
    });

    test('exports the current filter as CSV, formula-safe, with the register check', async () => {
      const token = uniqueToken('Csv');
      await insertTermination(server, {
        firstName: '=SUM(1)',
        surname: token,
        accountFound: true,
        idMatches: false,
        premiseMatches: true,
        depositHeldCents: 200_000,
      });
      const response = await admin.get(`/admin/terminations/export.csv?search=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      const csv = await response.text();
      const [header, line] = csv.trim().split('\n');
      expect(header).toContain('Account No,Reference,Name');
      expect(header).toContain('ID Matches');
      expect(line).toContain(`'=SUM(1) ${token}`);
      expect(line).toContain('R 2 000.00');
      expect(line).toContain(',No,');
      expect(csv.split('\n').length).toBe(3);
    });

    test('the statistics count every status, kind and period', async () => {
      const before = await admin.json('/admin/termination-stats');
      await insertTermination(server, { status: 'cancelled' });
      await insertTermination(server, { status: 'completed', isBusiness: true });
      const after = await admin.json('/admin/termination-stats');
      expect(after.totalTerminations - before.totalTerminations).toBe(2);
      expect(after.cancelledTerminations - before.cancelledTerminations).toBe(1);
      expect(after.completedTerminations - before.completedTerminations).toBe(1);
      expect(after.businessTerminations - before.businessTerminations).toBe(1);
      expect(after.terminationsToday - before.terminationsToday).toBe(2);
      for (const key of [
        'totalTerminations',
        'incompleteTerminations',
        'pendingTerminations',
        'approvedTerminations',
        'completedTerminations',
        'cancelledTerminations',
        'terminationsThisMonth',
        'terminationsToday',
        'terminationsThisWeek',
        'businessTerminations',
        'residentialTerminations',
      ]) {
        expect(typeof after[key], key).toBe('number');
      }
      expect(after.residentialTerminations + after.businessTerminations).toBe(after.totalTerminations);
    });
  });

  describe('the detail', () => {
    test("shows every field, the register check with the holder, the documents with the photo's time, and the timeline", async () => {
      const ready = await readyTermination(server, 'residential', {
        personal: { proteaAccountNumber: '00005555', idNumber: '8001015009087' },
      });
      const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#222' } })
        .jpeg()
        .withExif({ IFD2: { DateTimeOriginal: '2026:11:21 16:30:00', OffsetTimeOriginal: '+02:00' } })
        .toBuffer();
      const form = new FormData();
      form.append('terminationId', 'TEMP');
      form.append('documentType', 'meter');
      form.append('document', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'meter.jpg');
      await fetch(server.url(`${API}/upload-termination-document`), {
        method: 'POST',
        headers: { cookie: ready.cookie },
        body: form,
      });
      expect((await submitTermination(server, 'residential', submission(ready.personal), ready.cookie)).status).toBe(
        201,
      );
      const row = await terminationRow(server, ready.terminationId);

      const detail = await admin.json(`/admin/terminations/${row.id}`);
      expect(detail).toMatchObject({
        id: row.id,
        reference: ready.terminationId,
        accountNo: '00005555',
        formType: 2,
        isBusiness: false,
        status: 'pending',
        disconnectionDate: row.disconnectionDate,
        person: { firstName: 'Thandi', surname: 'Mokoena', idNumber: '8001015009087', verified: true },
        banking: {
          bankName: 'Capitec Bank',
          accountNumber: '1234567890',
          accountType: 'savings',
          branchCode: '470010',
        },
        property: {
          complexName: 'Waterkloof Heights',
          unitNumber: '1',
          isOwner: false,
          owner: { name: 'Johan Botha' },
        },
        newAddress: { complexName: 'Irene Glen', city: 'Centurion', province: 'gauteng' },
        register: {
          checked: true,
          accountFound: true,
          idMatches: true,
          premiseMatches: true,
          depositHeldCents: 200_000,
          holderName: 'Thandi Mokoena',
          premise: 'CX001-001',
          accountClosedOn: null,
          refundDueDate: row.refundDueDate,
        },
        consent: { termsVersion: '2026-11' },
        signature: { type: 'typed', text: 'Thandi Mokoena' },
      });
      expect(detail.documents.map((d: JsonBody) => d.type).sort()).toEqual(['bank', 'id', 'meter']);
      expect(detail.documents.find((d: JsonBody) => d.type === 'meter').capturedAt).toBe('2026-11-21T14:30:00.000Z');
      expect(detail.timeline.map((e: JsonBody) => e.kind)).toEqual(
        expect.arrayContaining(['created', 'status', 'notification']),
      );
      expect((await admin.get('/admin/terminations/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      // The account number finds it too.
      expect((await admin.json('/admin/terminations/00005555')).id).toBe(row.id);
    });
  });

  describe('decisions', () => {
    test('approve tells the customer in their language and names the admin', async () => {
      const t = await insertTermination(server, { language: 'af' });
      const response = await act(t.id, 'approve', {});
      expect(response.status).toBe(200);
      expect(await statusOf(t.reference)).toBe('approved');
      const [audit] = await auditOf(t.reference);
      expect(audit).toMatchObject({
        action: 'termination.approve',
        actor: 'admin',
        statusBefore: 'pending',
        statusAfter: 'approved',
      });
      const detail = await admin.json(`/admin/terminations/${t.id}`);
      expect(detail.approvedBy).toBe('Admin');
      expect(detail.approvedAt).not.toBeNull();
      const sms = (await messagesTo(server, 'sms', t.cellPhone)).at(-1)!;
      expect(sms.body).toBe(
        afrikaansMessage('messages.terminationApprovedSms')
          .replace('{{accountNo}}', t.accountNumber!)
          .replace('{{reference}}', t.reference)
          .replace('{{date}}', t.disconnectionDate!) + trackLine(server, 'af', t.reference),
      );
      const email = (await messagesTo(server, 'email', t.email)).at(-1)!;
      expect(email.subject).toBe(
        afrikaansMessage('messages.terminationDecisionEmailSubject').replace('{{reference}}', t.reference),
      );
    });

    test("reject needs one of the spec's reasons and tells it to the customer", async () => {
      const t = await insertTermination(server);
      const missing = await act(t.id, 'reject', {});
      expect(missing.status).toBe(400);
      expect((await readJson(missing)).error.fields.reason).toEqual([englishMessage('validation.reasonRequired')]);
      expect((await act(t.id, 'reject', { reason: 'not-a-reason' })).status).toBe(400);
      expect(await statusOf(t.reference)).toBe('pending');
      expect(
        (await act(t.id, 'reject', { reason: 'outstanding-balance', message: 'R 512.40 is still due.' })).status,
      ).toBe(200);
      expect(await statusOf(t.reference)).toBe('rejected');
      const sms = (await messagesTo(server, 'sms', t.cellPhone)).at(-1)!;
      expect(sms.body).toContain('R 512.40 is still due.');
      expect((await admin.json(`/admin/terminations/${t.id}`)).lastClientMessage).toBe('R 512.40 is still due.');
    });

    test('request for information sends the listed text and a link to resume; approving from needs info needs the tick', async () => {
      const t = await insertTermination(server);
      expect((await act(t.id, 'request-info', { message: '' })).status).toBe(400);
      expect((await act(t.id, 'request-info', { message: 'missing-bank-statement' })).status).toBe(200);
      expect(await statusOf(t.reference)).toBe('needsinfo');
      const sms = (await messagesTo(server, 'sms', t.cellPhone)).at(-1)!;
      expect(sms.body).toContain(englishMessage('decisions.infoRequest.missing-bank-statement'));
      expect(sms.body).toContain(`/ClientApps/track?ref=${t.reference}`);
      expect((await admin.json(`/admin/terminations/${t.id}`)).infoRequested).toBe(
        englishMessage('decisions.infoRequest.missing-bank-statement'),
      );

      const unticked = await act(t.id, 'approve', {});
      expect(unticked.status).toBe(400);
      expect((await readJson(unticked)).error.fields.informationUpdated).toEqual([
        englishMessage('validation.informationUpdatedRequired'),
      ]);
      expect(await statusOf(t.reference)).toBe('needsinfo');
      expect((await act(t.id, 'approve', { informationUpdated: true })).status).toBe(200);
      expect(await statusOf(t.reference)).toBe('approved');
    });

    test('complete needs the confirmation; it closes the account, records the reading and the refund, and says so', async () => {
      const [account] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, '00010066'));
      const t = await insertTermination(server, {
        status: 'approved',
        accountNumber: account!.accountNumber,
        registerAccountId: account!.id,
        accountFound: true,
        depositHeldCents: account!.depositCents,
        disconnectionDate: daysFromToday(0),
        complexName: 'Brooklyn Gardens',
        unitNumber: '7',
      });
      const unticked = await act(t.id, 'complete', {});
      expect(unticked.status).toBe(400);
      expect((await readJson(unticked)).error.fields.confirmed).toEqual([
        englishMessage('validation.completionConfirmationRequired'),
      ]);
      expect(await statusOf(t.reference)).toBe('approved');

      const response = await act(t.id, 'complete', { confirmed: true, finalMeterReading: '45 678,9' });
      expect(response.status).toBe(400);
      const done = await act(t.id, 'complete', { confirmed: true, finalMeterReading: '45678,9' });
      expect(done.status).toBe(200);
      const body = await readJson(done);
      expect(body).toMatchObject({
        success: true,
        accountNo: account!.accountNumber,
        complexName: 'Brooklyn Gardens',
        unitNumber: '7',
        disconnectionDate: daysFromToday(0),
        closedOn: daysFromToday(0),
        refundDueDate: daysFromToday(21),
      });
      expect(Date.now() - Date.parse(body.completedAt)).toBeLessThan(60_000);
      const row = await terminationRow(server, t.reference);
      expect(row).toMatchObject({
        status: 'completed',
        finalMeterReading: '45678.9',
        refundDueDate: daysFromToday(21),
      });
      expect(row.finalReadingRecordedAt).not.toBeNull();
      const [closed] = await server.db.select().from(accounts).where(eq(accounts.id, account!.id));
      expect(closed).toMatchObject({ closedOn: daysFromToday(0), closedByCaseId: t.id });
      expect((await eventsOf(server, t.id)).some((e) => e.kind === 'account_closed')).toBe(true);
      expect((await admin.json(`/admin/terminations/${t.id}`)).register.accountClosedOn).toBe(daysFromToday(0));
      const sms = (await messagesTo(server, 'sms', t.cellPhone)).at(-1)!;
      expect(sms.body).toContain(account!.accountNumber);
      // The day the account closes is told too.
      expect(sms.body).toContain(`closed as of ${daysFromToday(0)}`);
      // The refund is named when a deposit is held, and its absence said otherwise.
      expect(sms.body).toContain(
        account!.depositCents > 0 ? daysFromToday(21) : englishMessage('messages.terminationNoRefund'),
      );
    });

    test('cancel and archive, each audited', async () => {
      const t = await insertTermination(server, { status: 'approved' });
      expect((await act(t.id, 'cancel')).status).toBe(200);
      expect(await statusOf(t.reference)).toBe('cancelled');
      expect((await act(t.id, 'archive')).status).toBe(200);
      expect(await statusOf(t.reference)).toBe('archived');
      expect((await auditOf(t.reference)).map((a) => a.action)).toEqual(['termination.cancel', 'termination.archive']);
    });

    for (const action of Object.keys(ALLOWED)) {
      const forbidden = TERMINATION_STATUSES.filter((s) => !ALLOWED[action]!.includes(s));
      test(`${action} from ${forbidden.join(', ')} is 409 and changes nothing`, async () => {
        for (const status of forbidden) {
          const t = await insertTermination(server, { status });
          const response = await act(t.id, action);
          expect(response.status, `${action} from ${status}`).toBe(409);
          expect((await readJson(response)).error.code).toBe('invalid_transition');
          expect(await statusOf(t.reference)).toBe(status);
          expect(await auditOf(t.reference)).toEqual([]);
          expect(await messagesTo(server, 'sms', t.cellPhone)).toEqual([]);
        }
      });
    }

    test('two staff deciding at once: one wins, the other is told where it stands', async () => {
      const t = await insertTermination(server);
      // Each of these leaves pending, so only the first can happen; the others are refused (from needs info an
      // approve without the tick is a 400, anything else a 409) and change nothing.
      const actions = ['approve', 'reject', 'request-info'] as const;
      const responses = await Promise.all(
        actions.map((action) => act(t.id, action, action === 'approve' ? {} : undefined)),
      );
      const won = responses.findIndex((r) => r.status === 200);
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
      expect(responses.every((r) => r.status === 200 || r.status === 409 || r.status === 400)).toBe(true);
      expect(await statusOf(t.reference)).toBe(
        { approve: 'approved', reject: 'rejected', 'request-info': 'needsinfo' }[actions[won]!],
      );
      expect(await auditOf(t.reference)).toHaveLength(1);
    });
  });

  describe('notes, documents and the PDF', () => {
    test("a note lands on the timeline with the admin's name; an empty one is refused", async () => {
      const t = await insertTermination(server);
      expect((await act(t.id, 'notes', { note: '   ' })).status).toBe(400);
      expect((await act(t.id, 'notes', { note: 'Phoned the customer about the meter.' })).status).toBe(200);
      const note = (await admin.json(`/admin/terminations/${t.id}`)).timeline.find((e: JsonBody) => e.kind === 'note');
      expect(note).toMatchObject({ adminName: 'Admin', data: { text: 'Phoned the customer about the meter.' } });
    });

    test('staff upload the manual termination document (PDF only), replace and delete documents, each audited', async () => {
      const t = await insertTermination(server, { status: 'approved' });
      const upload = async (type: string, name: string, bytes: Uint8Array, mime: string) => {
        const form = new FormData();
        form.append('terminationId', t.id);
        form.append('documentType', type);
        form.append('document', new Blob([new Uint8Array(bytes)], { type: mime }), name);
        return admin.sendForm('/upload-termination-document', form);
      };
      const png = await upload('manual', 'manual.png', await tinyPng(), 'image/png');
      expect(png.status).toBe(415);
      expect((await readJson(png)).error.message).toBe('Only PDF files are allowed for manual documents.');
      const manual = await upload('manual', 'manual.pdf', await tinyPdf(), 'application/pdf');
      expect(manual.status).toBe(201);
      const { path: storedName } = await readJson(manual);
      expect((await upload('bank', 'bank.png', await tinyPng(), 'image/png')).status).toBe(201);
      const documents = (await admin.json(`/admin/terminations/${t.id}`)).documents.map((d: JsonBody) => d.type).sort();
      expect(documents).toEqual(['bank', 'manual']);
      const view = await admin.get(`/termination-documents/${storedName}`);
      expect(view.status).toBe(200);
      expect(view.headers.get('content-type')).toBe('application/pdf');
      const removed = await admin.send(
        'DELETE',
        `/delete-termination-document/${storedName}?terminationId=${t.id}&docType=manual`,
      );
      expect(removed.status).toBe(200);
      // Staff reading the detail and the document are recorded too (the access log, issue 13).
      expect((await auditOf(t.reference)).map((a) => a.action)).toEqual([
        'document.uploaded',
        'document.uploaded',
        'access.detail',
        'access.document',
        'document.deleted',
      ]);
    });

    test('the PDF downloads as termination-{id}.pdf', async () => {
      const t = await insertTermination(server, { isBusiness: true });
      const response = await admin.get(`/admin/terminations/${t.id}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`termination-${t.id}.pdf`);
      const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain('Highveld Print & Copy');
      expect(text).toContain(t.accountNumber!);
    });
  });
});
