import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_DISPLAY_NAME,
  type ApplicationInsert,
  type ApplicationRow,
  adminApi,
  auditOf,
  eventsOf,
  insertApplication,
  insertDocument,
  loginAdmin,
  messagesTo,
  rowOf,
} from './support/admin.js';
import { DATABASES, type JsonBody, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('admin review actions: notes, messages, property, documents on %s', (kind) => {
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
  const path = (app: ApplicationRow, action: string) => `/admin/applications/${app.reference}/${action}`;
  const detail = (app: ApplicationRow) => api.json(`/admin/applications/${app.reference}`);
  const errorOf = async (response: Response) => (await readJson(response)).error;

  /** Who, what, and the status before and after, as the contract asks of every change. */
  async function expectAudited(app: ApplicationRow, action: string) {
    const audit = await auditOf(server, app.reference);
    expect(audit).toContainEqual(expect.objectContaining({ adminId, action, actor: 'admin' }));
    // Soft, so the rest of the behaviour is still checked when only the statuses are missing.
    expect
      .soft(audit.filter((row) => row.action === action).map((row) => [row.statusBefore, row.statusAfter]))
      .toContainEqual([app.status, app.status]);
  }

  test('a blank note is refused; a note lands on the timeline with the admin and is audited', async () => {
    const app = await insert();
    for (const body of [{}, { note: '   ' }]) {
      const response = await api.send('POST', path(app, 'notes'), body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields.note).toEqual(['Please write a note']);
    }
    expect(await eventsOf(server, app.id)).toEqual([]);

    const saved = await api.send('POST', path(app, 'notes'), { note: '  Called the applicant about the lease.  ' });
    expect(saved.status).toBe(200);
    const { timeline } = await detail(app);
    expect(timeline).toEqual([
      expect.objectContaining({
        kind: 'note',
        actorType: 'admin',
        adminName: ADMIN_DISPLAY_NAME,
        data: { text: 'Called the applicant about the lease.' },
      }),
    ]);
    expect(Date.now() - Date.parse(timeline[0].at)).toBeLessThan(60_000);
    await expectAudited(app, 'application.note');
    expect((await rowOf(server, app.id)).status).toBe('pending');
  });

  test('message by SMS goes through the driver and onto the timeline; email without an address is 409', async () => {
    const app = await insert({ email: null });
    const sms = await api.send('POST', path(app, 'message'), { channel: 'sms', message: 'Please call our office.' });
    expect(sms.status).toBe(200);
    expect((await messagesTo(server, 'sms', app.cellPhone)).at(-1)?.body).toContain('Please call our office.');
    expect((await detail(app)).timeline).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        adminName: ADMIN_DISPLAY_NAME,
        data: expect.objectContaining({ channel: 'sms', text: 'Please call our office.' }),
        delivery: expect.objectContaining({ status: 'sent' }),
      }),
    );
    await expectAudited(app, 'application.message');

    const eventsBefore = await eventsOf(server, app.id);
    const email = await api.send('POST', path(app, 'message'), { channel: 'email', message: 'Hello' });
    expect(email.status).toBe(409);
    expect((await errorOf(email)).message).toBe('This applicant has no email address.');
    expect(await eventsOf(server, app.id)).toEqual(eventsBefore);

    const withEmail = await insert({ email: 'zodwa@example.co.za' });
    expect(
      (await api.send('POST', path(withEmail, 'message'), { channel: 'email', message: 'Lease received.' })).status,
    ).toBe(200);
    expect((await messagesTo(server, 'email', 'zodwa@example.co.za')).at(-1)?.body).toContain('Lease received.');
    for (const bad of [
      { channel: 'fax', message: 'x' },
      { channel: 'sms', message: ' ' },
    ]) {
      expect((await api.send('POST', path(app, 'message'), bad)).status).toBe(400);
    }
  });

  test('complex and unit are confirmed against the premises register', async () => {
    const { complexes } = await api.json('/database/complexes');
    expect(complexes.length).toBeGreaterThanOrEqual(2);
    const [first, second] = complexes as Array<{ ComplexID: number; ComplexName: string }>;
    const units = async (id: number) =>
      (await api.json(`/database/premises/${id}`)).premises as Array<{ Premise: string; Address: string }>;
    const [unit] = await units(first!.ComplexID);
    const [foreign] = await units(second!.ComplexID);
    expect(unit).toMatchObject({ Premise: expect.any(String), Address: expect.any(String) });
    const app = await insert({ complexName: 'Something typed', unitNumber: '99' });

    const unknown = await api.send('PUT', path(app, 'complex'), { complexId: 999_999, complexName: 'Nowhere' });
    expect(unknown.status).toBe(404);
    expect((await rowOf(server, app.id)).complexId).toBeNull();

    const complex = await api.send('PUT', path(app, 'complex'), {
      complexId: first!.ComplexID,
      complexName: first!.ComplexName,
    });
    expect(complex.status).toBe(200);
    await expectAudited(app, 'application.complex_confirmed');

    const wrongUnit = await api.send('PUT', path(app, 'unit'), {
      premise: foreign!.Premise,
      address: foreign!.Address,
    });
    expect(wrongUnit.status).toBe(409);
    expect((await errorOf(wrongUnit)).code).toBe('premise_not_in_complex');
    expect((await rowOf(server, app.id)).premiseId).toBeNull();

    const unknownUnit = await api.send('PUT', path(app, 'unit'), { premise: 'NO-SUCH-UNIT' });
    expect(unknownUnit.status).toBe(404);

    const confirmed = await api.send('PUT', path(app, 'unit'), { premise: unit!.Premise, address: unit!.Address });
    expect(confirmed.status).toBe(200);
    expect((await detail(app)).property).toMatchObject({
      complexId: first!.ComplexID,
      complexName: first!.ComplexName,
      premise: unit!.Premise,
      premiseId: expect.any(Number),
    });
    await expectAudited(app, 'application.unit_confirmed');
    expect((await detail(app)).timeline.map((e: JsonBody) => [e.kind, e.adminName])).toEqual([
      ['complex_confirmed', ADMIN_DISPLAY_NAME],
      ['unit_confirmed', ADMIN_DISPLAY_NAME],
    ]);
    // The application now carries the register's address, not the one the applicant typed.
    expect((await rowOf(server, app.id)).streetAddress).not.toBe('1122 Burnett Street');
  });

  test('complex and unit cannot change once the application is decided', async () => {
    const [unit] = (await api.json('/database/premises/1')).premises;
    for (const status of ['approved', 'completed', 'archived', 'rejected']) {
      const app = await insert({ status, depositCents: 0, depositApprovedAt: new Date() });
      const complex = await api.send('PUT', path(app, 'complex'), { complexId: 1 });
      expect(complex.status, status).toBe(409);
      expect((await errorOf(complex)).code).toBe('invalid_transition');
      expect((await api.send('PUT', path(app, 'unit'), { premise: unit.Premise })).status, status).toBe(409);
      expect(await rowOf(server, app.id)).toEqual(app);
      expect(await auditOf(server, app.reference)).toEqual([]);
    }
  });

  test('documents are approved or rejected by type; an unknown type is 400 and a missing one 404', async () => {
    const app = await insert();
    await insertDocument(server, app.id, 'id');
    await insertDocument(server, app.id, 'deedlease');
    const approvalOf = async (type: string) =>
      (await detail(app)).documents.find((d: JsonBody) => d.type === type).isApproved;

    expect((await api.send('POST', path(app, 'documents/id/approve'))).status).toBe(200);
    expect(await approvalOf('id')).toBe(true);
    expect(await approvalOf('deedlease')).toBeNull();
    await expectAudited(app, 'document.approved');

    const unreadable = { reason: 'unreadable' };
    expect((await api.send('POST', path(app, 'documents/deedlease/reject'), unreadable)).status).toBe(200);
    expect(await approvalOf('deedlease')).toBe(false);
    expect((await api.send('POST', path(app, 'documents/id/reject'), unreadable)).status).toBe(200);
    expect(await approvalOf('id')).toBe(false);
    await expectAudited(app, 'document.rejected');
    // Each refusal is told to the customer (issue 39): its SMS and email show on the timeline after it.
    expect((await detail(app)).timeline.map((entry: JsonBody) => entry.kind)).toEqual([
      'document_approved',
      'document_rejected',
      'notification',
      'notification',
      'document_rejected',
      'notification',
      'notification',
    ]);

    const unknown = await api.send('POST', path(app, 'documents/passport/approve'));
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).code).toBe('validation_failed');
    const missing = await api.send('POST', path(app, 'documents/vat/approve'));
    expect(missing.status).toBe(404);
    expect((await rowOf(server, app.id)).status).toBe('pending');
  });
});
