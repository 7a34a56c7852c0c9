import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, documents } from '../src/db/schema.js';
import { adminApi, auditOf, insertApprovable, loginAdmin, messagesTo, rowOf } from './support/admin.js';
import {
  applicationRow,
  createApplication,
  readOutbox,
  readyToSubmit,
  sendCode,
  sendJson,
  storedFiles,
  tinyJpeg,
  tinyPng,
  upload,
} from './support/applicant.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** The same request many times at once: limits must hold, and what is refused changes nothing. */
describe.each(DATABASES)('races on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Signed in before the sign-in race below locks the username.
    api = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Files in the uploads folder that no document row names: what a lost race would leave behind. */
  const filesWithoutRow = async () => {
    const names = new Set((await server.db.select({ name: documents.storedName }).from(documents)).map((r) => r.name));
    return storedFiles(server).filter((file) => !names.has(file));
  };

  test('Two hundred wrong passwords at once: five are checked, the rest get 429 with Retry-After', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () =>
        postJson(server.url('/ClientApps/api/admin/login'), { username: 'admin', password: 'not-the-password' }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    for (const refused of attempts.filter((response) => response.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    }
    const failures = await server.db.$count(auditLog, eq(auditLog.action, 'admin.sign_in_failed'));
    expect(failures).toBe(5);
  });

  test('Twenty code requests at once for one application send one code', async () => {
    const { reference, body } = await createApplication(server);
    const before = (await readOutbox(server, 'sms')).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => sendCode(server, { appNumber: reference })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(429)]);
    const sent = (await readOutbox(server, 'sms')).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(`+27${String(body.cellPhone).slice(1)}`);
  });

  test('Twenty code requests at once for six applications of one number send at most five codes an hour', async () => {
    const cellPhone = '0829990000';
    const references: string[] = [];
    for (let index = 0; index < 6; index++) references.push((await createApplication(server, { cellPhone })).reference);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => sendCode(server, { appNumber: references[index % 6] })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(5);
    const sent = (await readOutbox(server, 'sms')).filter((m) => m.to === '+27829990000');
    expect(sent).toHaveLength(5);
  });

  test('A deposit changed while the application is approved: the applicant is told the amount stored', async () => {
    for (let round = 0; round < 5; round++) {
      const app = await insertApprovable(server, {
        status: 'pending',
        depositCents: 200_000,
        depositApprovedAt: new Date(),
      });
      const [change, approve] = await Promise.all([
        api.send('POST', `/admin/applications/${app.reference}/deposit`, { amount: 5009 }),
        api.send('POST', `/admin/applications/${app.reference}/approve`, { depositAmount: 2000, depositNeeded: true }),
      ]);
      const stored = await rowOf(server, app.id);
      const told = (await messagesTo(server, 'sms', app.cellPhone)).map((m) => m.body);
      if (approve.status === 200) {
        // Approved first, with the R 2 000.00 it named; the change came too late.
        expect(change.status).toBe(409);
        expect(stored.depositCents).toBe(200_000);
        expect(told).toHaveLength(1);
        expect(told[0]).toContain('R 2 000.00');
      } else {
        // The change came first: approving with the old amount is refused, nobody is told anything.
        expect(change.status).toBe(200);
        expect(approve.status).toBe(409);
        expect((await readJson(approve)).error.code).toBe('deposit_mismatch');
        expect(stored).toMatchObject({ status: 'pending', depositCents: 500_900 });
        expect(told).toEqual([]);
      }
    }
  });

  test('Ten uploads into one slot at once: the last one wins, no 500 and no file left without its row', async () => {
    const { reference, cookie } = await createApplication(server);
    const colours = ['#100', '#200', '#300', '#400', '#500', '#600', '#700', '#800', '#900', '#a00'];
    const responses = await Promise.all(
      colours.map(async (colour) =>
        upload(server, cookie, reference, 'id', 'id.png', await tinyPng(colour), 'image/png'),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    const { id } = await applicationRow(server, reference);
    const slot = await server.db
      .select()
      .from(documents)
      .where(and(eq(documents.caseId, id), eq(documents.type, 'id')));
    expect(slot).toHaveLength(1);
    const uploaded = await Promise.all(responses.map(async (response) => (await readJson(response)).fileName));
    expect(uploaded).toContain(slot[0]!.storedName);
    expect(storedFiles(server)).toContain(slot[0]!.storedName);
    expect(await filesWithoutRow()).toEqual([]);
  });

  test('Five drawn signatures at once submit once and leave one signature file', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const signatureData = `data:image/jpeg;base64,${(await tinyJpeg()).toString('base64')}`;
    const body = { applicationNumber: reference, signatureType: 'drawn', signatureData, acceptedTerms: true };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => sendJson(server, 'POST', '/save-signature', body, cookie)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const { id } = await applicationRow(server, reference);
    const signatures = await server.db
      .select()
      .from(documents)
      .where(and(eq(documents.caseId, id), eq(documents.type, 'signature')));
    expect(signatures).toHaveLength(1);
    expect(await filesWithoutRow()).toEqual([]);
    const audit = await auditOf(server, reference);
    expect(audit.filter((row) => row.action === 'application.submit')).toHaveLength(1);
  });

  test('A typed signature sent twice at once submits once and confirms once', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const body = {
      applicationNumber: reference,
      signatureType: 'typed',
      signatureData: 'Thandi Mokoena',
      acceptedTerms: true,
    };
    const responses = await Promise.all([
      sendJson(server, 'POST', '/save-signature', body, cookie),
      sendJson(server, 'POST', '/save-signature', body, cookie),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const confirmations = (await readOutbox(server, 'sms')).filter(
      (m) => m.kind === 'submission-confirmation' && m.body.includes(reference),
    );
    expect(confirmations).toHaveLength(1);
  });
});
