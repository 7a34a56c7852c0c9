import { withoutSmsSender } from '@protea/shared/notification-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findApplicationByReference } from '../src/db/repositories/application-repository.js';
import { findDocumentByType } from '../src/db/repositories/document-repository.js';
import { auditLog, notifications } from '../src/db/schema.js';
import { adminApi, auditOf, loginAdmin, messagesTo } from './support/admin.js';
import {
  afrikaansMessage,
  applicantCookieOf,
  readLatestCode,
  readyToSubmit,
  sendJson,
  tinyPdf,
  tinyPng,
  upload,
} from './support/applicant.js';
import {
  e164,
  readyTermination,
  submission,
  submitTermination,
  terminationCookieOf,
  terminationRow,
  uploadTerminationFile,
} from './support/terminating-customer.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

// Issue 39: staff refuse a document with a reason; the customer is told and sends a new one from the Track page.
describe.each(DATABASES)('a refused document on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const trackLink = (reference: string) => `http://localhost:${server.config.PORT}/ClientApps/track?ref=${reference}`;

  /** A submitted application in the customer's language, and the cookie of their Track session after the code. */
  async function submittedApplication(language: 'en' | 'af' = 'en') {
    const { reference, cookie } = await readyToSubmit(server, { language });
    const signed = await sendJson(
      server,
      'POST',
      '/save-signature',
      { applicationNumber: reference, signatureType: 'typed', signatureData: 'Thandi Mokoena', acceptedTerms: true },
      cookie,
    );
    expect(signed.status).toBe(200);
    const application = (await findApplicationByReference(server.db, reference))!;
    return { reference, application, track: await trackSession(reference, application.cellPhone!) };
  }

  /** The Track page's way in: a code to the phone on file, then the request's own session. */
  async function trackSession(reference: string, phone: string) {
    expect((await postJson(server.url(`/ClientApps/api/requests/${reference}/code`), {})).status).toBe(200);
    const confirmed = await sendJson(server, 'PUT', `/requests/${reference}/confirm-code`, {
      code: readLatestCode(server, phone),
    });
    expect(confirmed.status).toBe(200);
    return (applicantCookieOf(confirmed) ?? terminationCookieOf(confirmed))!;
  }

  const status = async (reference: string, cookie: string, language = 'en') =>
    readJson(
      await fetch(server.url(`/ClientApps/api/requests/${reference}/status`), {
        headers: { cookie, 'x-language': language },
      }),
    );
  const reject = (path: string, type: string, body?: unknown) =>
    admin.send('POST', `${path}/documents/${type}/reject`, body);
  const queuedFor = (caseId: string) => server.db.select().from(notifications).where(eq(notifications.caseId, caseId));

  test('rejecting a document needs a listed reason, and words for another reason; otherwise 400 and nothing changes', async () => {
    const { reference, application } = await submittedApplication();
    const path = `/admin/applications/${reference}`;
    for (const [body, field, message] of [
      [undefined, 'reason', 'Please choose why the document is not approved.'],
      [{}, 'reason', 'Please choose why the document is not approved.'],
      [{ reason: 'blurry' }, 'reason', 'Please choose why the document is not approved.'],
      [{ reason: 'other' }, 'message', 'Please write the reason for the customer.'],
      [{ reason: 'other', message: '   ' }, 'message', 'Please write the reason for the customer.'],
      [{ reason: 'expired', message: 'x'.repeat(501) }, 'message', undefined],
    ] as const) {
      const response = await reject(path, 'id', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await readJson(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field], JSON.stringify(body)).toHaveLength(1);
      if (message) expect(error.fields[field]).toEqual([message]);
    }
    expect((await findDocumentByType(server.db, application.id, 'id'))!.isApproved).toBeNull();
    expect((await auditOf(server, reference)).map((row) => row.action)).not.toContain('document.rejected');
    expect((await queuedFor(application.id)).map((n) => n.bodyKey)).not.toContain('messages.documentRejectedSms');
  });

  test('a refusal is audited with its reason, shown on both timelines, and texted and emailed in the customer language', async () => {
    const { reference, application, track } = await submittedApplication('af');
    const path = `/admin/applications/${reference}`;
    const words = 'Die onderkant is afgesny.';
    expect((await reject(path, 'id', { reason: 'unreadable', message: words })).status).toBe(200);

    expect((await findDocumentByType(server.db, application.id, 'id'))!.isApproved).toBe(false);
    const audit = (await auditOf(server, reference)).find((row) => row.action === 'document.rejected')!;
    expect(audit).toMatchObject({ actor: 'admin', statusBefore: 'pending', statusAfter: 'pending' });
    expect(audit.details).toMatchObject({ type: 'id', reason: 'unreadable', message: words });
    const staffTimeline = (await admin.json(path)).timeline;
    expect(staffTimeline).toContainEqual(
      expect.objectContaining({
        kind: 'document_rejected',
        data: { type: 'id', reason: { key: 'decisions.documentRejection.unreadable', text: words } },
      }),
    );

    // The customer's public timeline names the document and says why, in the reader's language.
    const english = await status(reference, track);
    expect(english.events.at(-1)).toEqual({
      at: expect.any(String),
      kind: 'document_rejected',
      document: 'Copy of ID',
      reason: `The file is unreadable or blurry. ${words}`,
    });
    expect(english.events.map((e: { kind: string }) => e.kind)).not.toContain('documents_checked');
    expect(english.rejectedDocuments).toEqual([
      {
        type: 'id',
        name: 'Copy of ID',
        reason: `The file is unreadable or blurry. ${words}`,
        rejectedAt: expect.any(String),
      },
    ]);
    const afrikaansReason = `${afrikaansMessage('decisions.documentRejection.unreadable')} ${words}`;
    expect((await status(reference, track, 'af')).events.at(-1).reason).toBe(afrikaansReason);

    // The SMS and the email go out in the customer's language, with the Track page's link where they send a new file.
    const expected = afrikaansMessage('messages.documentRejectedSms')
      .replace('{{document}}', afrikaansMessage('documents.id'))
      .replace('{{reference}}', reference)
      .replace('{{reason}}', afrikaansReason)
      .replace('{{link}}', trackLink(reference));
    const sms = await messagesTo(server, 'sms', application.cellPhone);
    expect(sms.at(-1)).toMatchObject({ kind: 'status-update', body: expected });
    const email = (await messagesTo(server, 'email', application.email)).at(-1)!;
    // The email tells the same text as a letter's sentence, without the SMS sender's name.
    expect(email.body).toContain(withoutSmsSender(expected, 'af'));
  });

  test('the customer replaces a refused document from the Track session; staff see the new file waiting for review', async () => {
    const { reference, application, track } = await submittedApplication();
    const path = `/admin/applications/${reference}`;
    const before = (await findDocumentByType(server.db, application.id, 'deedlease'))!;
    expect((await reject(path, 'deedlease', { reason: 'other', message: 'Page 3 is missing.' })).status).toBe(200);
    expect((await status(reference, track)).rejectedDocuments[0]).toMatchObject({
      type: 'deedlease',
      reason: 'Page 3 is missing.',
    });

    // Nobody else may: no session, or another request's session.
    const png = await tinyPng();
    const other = await submittedApplication();
    expect((await upload(server, undefined, reference, 'deedlease', 'lease.png', png, 'image/png')).status).toBe(401);
    const stranger = await upload(server, other.track, reference, 'deedlease', 'lease.png', png, 'image/png');
    expect(stranger.status).toBe(403);
    // Under review, only a refused document may be replaced: the ID was not refused.
    const notRefused = await upload(server, track, reference, 'id', 'id.png', png, 'image/png');
    expect(notRefused.status).toBe(409);
    expect((await readJson(notRefused)).error.code).toBe('not_editable');
    expect((await findDocumentByType(server.db, application.id, 'deedlease'))!.storedName).toBe(before.storedName);

    const sent = await upload(server, track, reference, 'deedlease', 'lease-again.png', png, 'image/png');
    expect(sent.status).toBe(201);
    const replaced = (await findDocumentByType(server.db, application.id, 'deedlease'))!;
    expect(replaced).toMatchObject({ originalName: 'lease-again.png', isApproved: null, reviewedBy: null });
    expect(replaced.storedName).not.toBe(before.storedName);
    const detail = await admin.json(path);
    expect(detail.status).toBe('pending');
    expect(detail.documents.find((d: { type: string }) => d.type === 'deedlease')).toMatchObject({
      originalName: 'lease-again.png',
      isApproved: null,
    });
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'document_replaced', actorType: 'customer' });
    const replacement = (await auditOf(server, reference)).find((row) => row.action === 'document.replaced');
    expect(replacement).toMatchObject({
      actor: 'customer',
      details: { type: 'deedlease', replaced: before.storedName },
    });

    const after = await status(reference, track);
    expect(after.rejectedDocuments).toEqual([]);
    expect(after.events.at(-1)).toMatchObject({
      kind: 'document_replaced',
      document: 'Lease agreement or deed of sale',
    });
    // Replaced once, the slot is closed again until staff refuse the new file.
    expect((await upload(server, track, reference, 'deedlease', 'third.png', png, 'image/png')).status).toBe(409);
  });

  test('terminations alike: staff refuse one document with a reason, the customer is told and replaces only that one', async () => {
    const { cookie, terminationId, personal } = await readyTermination(server, 'residential');
    expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
    const termination = await terminationRow(server, terminationId);
    const track = await trackSession(terminationId, e164(String(personal.cellPhone)));
    const path = `/admin/terminations/${terminationId}`;

    expect((await reject(path, 'bank', {})).status).toBe(400);
    expect((await reject(path, 'passport', { reason: 'expired' })).status).toBe(400);
    expect((await reject(path, 'meter', { reason: 'expired' })).status).toBe(404);
    expect((await reject(path, 'bank', { reason: 'wrong-document' })).status).toBe(200);
    expect((await findDocumentByType(server.db, termination.id, 'bank'))!.isApproved).toBe(false);
    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'termination'), eq(auditLog.action, 'document.rejected')));
    expect(audit.find((row) => row.entityId === terminationId)?.details).toMatchObject({ reason: 'wrong-document' });
    const sms = (await messagesTo(server, 'sms', e164(String(personal.cellPhone)))).at(-1)!;
    expect(sms.body).toContain('Bank confirmation letter');
    expect(sms.body).toContain('This is not the document we asked for.');
    expect(sms.body).toContain(trackLink(terminationId));

    const tracked = await status(terminationId, track);
    expect(tracked.rejectedDocuments).toMatchObject([{ type: 'bank', name: 'Bank confirmation letter' }]);
    expect(tracked.events.at(-1)).toMatchObject({ kind: 'document_rejected', document: 'Bank confirmation letter' });

    const pdf = await tinyPdf();
    const other = await readyTermination(server, 'residential');
    const stranger = await uploadTerminationFile(
      server,
      other.cookie,
      'bank',
      'b.pdf',
      pdf,
      'application/pdf',
      terminationId,
    );
    expect(stranger.status).toBe(403);
    const notRefused = await uploadTerminationFile(
      server,
      track,
      'id',
      'id.pdf',
      pdf,
      'application/pdf',
      terminationId,
    );
    expect(notRefused.status).toBe(409);
    expect((await readJson(notRefused)).error.code).toBe('termination_not_editable');
    const sent = await uploadTerminationFile(
      server,
      track,
      'bank',
      'bank-2.pdf',
      pdf,
      'application/pdf',
      terminationId,
    );
    expect(sent.status).toBe(201);
    expect(await findDocumentByType(server.db, termination.id, 'bank')).toMatchObject({
      originalName: 'bank-2.pdf',
      isApproved: null,
    });
    expect((await status(terminationId, track)).rejectedDocuments).toEqual([]);
  });

  test('a closed request takes no refusal: 409, and nothing changes', async () => {
    const { reference, application } = await submittedApplication();
    const path = `/admin/applications/${reference}`;
    expect((await admin.send('POST', `${path}/reject`, { reason: 'duplicate' })).status).toBe(200);
    const response = await reject(path, 'id', { reason: 'expired' });
    expect(response.status).toBe(409);
    expect((await readJson(response)).error.code).toBe('invalid_transition');
    expect((await findDocumentByType(server.db, application.id, 'id'))!.isApproved).toBeNull();
    expect((await queuedFor(application.id)).map((n) => n.bodyKey)).not.toContain('messages.documentRejectedSms');
  });
});
