import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminUsers, issuedDocuments } from '../src/db/schema.js';
import {
  API,
  adminCookie,
  afrikaansMessage,
  createApplication,
  englishMessage,
  readOutbox,
  readyToSubmit,
  sendJson,
  storedRecord,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  trackLine,
  upload,
  verifyCell,
} from './support/applicant.js';
import { DATABASES, readJson, startTestServer, TEST_ADMIN, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('residential application: sign, submit, notify, PDF on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const e164 = (local: unknown) => `+27${String(local).replace(/\D/g, '').slice(1)}`;
  const typed = (reference: string, extra: Record<string, unknown> = {}) => ({
    applicationNumber: reference,
    signatureType: 'typed',
    signatureData: 'Thandi Mokoena',
    acceptedTerms: true,
    ...extra,
  });
  const sign = (body: unknown, cookie?: string) => sendJson(server, 'POST', '/save-signature', body, cookie);
  const fill = (template: string, reference: string) =>
    template.replaceAll('{{reference}}', reference).replaceAll('{{name}}', 'Thandi Mokoena');

  test('Applicants cannot submit before the cell phone is confirmed', async () => {
    const { reference, cookie } = await createApplication(server);
    await upload(server, cookie, reference, 'id', 'id.png', await tinyPng(), 'image/png');
    await upload(server, cookie, reference, 'deedlease', 'lease.pdf', await tinyPdf(), 'application/pdf');
    const response = await sign(typed(reference), cookie);
    expect(response.status).toBe(409);
    expect((await readJson(response)).error.code).toBe('not_submittable');
    expect((await storedRecord(server, reference, cookie)).status).toBe('incomplete');
  });

  test('Applicants cannot submit with a document missing', async () => {
    const { reference } = await createApplication(server);
    const { cookie } = await verifyCell(server, reference);
    await upload(server, cookie, reference, 'deedlease', 'lease.pdf', await tinyPdf(), 'application/pdf');
    const response = await sign(typed(reference), cookie);
    expect(response.status).toBe(409);
    const { error } = await readJson(response);
    expect(error).toMatchObject({ code: 'missing_documents', missing: ['id'] });
    expect(error.message).toContain('Copy of ID');
    expect((await storedRecord(server, reference, cookie)).status).toBe('incomplete');
  });

  test('Applicants can sign by typing their name, which submits and confirms by SMS and email', async () => {
    const { reference, cookie, body } = await readyToSubmit(server);
    const response = await sign(typed(reference), cookie);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, smsSent: true, emailSent: true });

    const record = await storedRecord(server, reference, cookie);
    expect(record).toMatchObject({ status: 'pending', StepNo: 13 });
    expect(Date.now() - Date.parse(record.AppDate)).toBeLessThan(60_000);

    const sms = (await readOutbox(server, 'sms')).filter((m) => m.kind === 'submission-confirmation');
    expect(sms.at(-1)).toMatchObject({
      to: e164(body.cellPhone),
      body: fill(englishMessage('messages.submittedSms'), reference) + trackLine(server, 'en', reference),
    });
    const email = (await readOutbox(server, 'email')).at(-1)!;
    expect(email).toMatchObject({
      to: body.email,
      kind: 'submission-confirmation',
      subject: fill(englishMessage('messages.submittedEmailSubject'), reference),
    });
    expect(email.body).toContain(reference);
    expect(email.body).toContain('Dear Thandi Mokoena');
    // The HTML of the same message, with the provider's contact details at its foot.
    expect(email.html).toContain(`lang="en"`);
    expect(email.html).toContain(reference);
    expect(email.html).toContain('012 345 6789');
    expect(email.body).toContain('Protea Management · 012 345 6789');

    const again = await sign(typed(reference), cookie);
    expect(again.status).toBe(409);
    expect((await readOutbox(server, 'sms')).filter((m) => m.kind === 'submission-confirmation')).toHaveLength(
      sms.length,
    );
    // Submitted: no more changes, and the wizard may now show the confirmation step.
    const path = `/residential-applications/${reference}`;
    const edit = await sendJson(server, 'PUT', path, { firstName: 'Someone' }, cookie);
    expect(edit.status).toBe(409);
    expect((await readJson(edit)).error.code).toBe('not_editable');
    expect((await sendJson(server, 'PUT', `${path}/step`, { stepNumber: 13 }, cookie)).status).toBe(200);
    expect((await sendJson(server, 'PUT', `${path}/step`, { stepNumber: 11 }, cookie)).status).toBe(409);
    const late = await upload(server, cookie, reference, 'id', 'id.png', await tinyPng(), 'image/png');
    expect(late.status).toBe(409);
  });

  test('Applicants who use Afrikaans get the confirmation SMS in Afrikaans', async () => {
    const { reference, cookie, body } = await readyToSubmit(server, { language: 'af' });
    expect((await sign(typed(reference), cookie)).status).toBe(200);
    const sms = (await readOutbox(server, 'sms')).filter((m) => m.to === e164(body.cellPhone));
    expect(sms.at(-1)!.body).toBe(
      fill(afrikaansMessage('messages.submittedSms'), reference) + trackLine(server, 'af', reference),
    );
    expect(sms.at(-1)!.body).not.toBe(fill(englishMessage('messages.submittedSms'), reference));
    const email = (await readOutbox(server, 'email')).at(-1)!;
    expect(email.subject).toBe(fill(afrikaansMessage('messages.submittedEmailSubject'), reference));
  });

  test('Applicants who change language before signing get the confirmation in the language they signed in', async () => {
    const { reference, cookie, body } = await readyToSubmit(server);
    const signed = await sendJson(server, 'POST', '/save-signature', typed(reference), cookie, { 'x-language': 'af' });
    expect(signed.status).toBe(200);
    const sms = (await readOutbox(server, 'sms')).filter((m) => m.to === e164(body.cellPhone));
    expect(sms.at(-1)!.body).toBe(
      fill(afrikaansMessage('messages.submittedSms'), reference) + trackLine(server, 'af', reference),
    );
    const email = (await readOutbox(server, 'email')).at(-1)!;
    expect(email.subject).toBe(fill(afrikaansMessage('messages.submittedEmailSubject'), reference));
  });

  test('Applicants can sign by drawing, sent as a JPEG image', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const signatureData = `data:image/jpeg;base64,${(await tinyJpeg()).toString('base64')}`;
    const response = await sign({ ...typed(reference), signatureType: 'drawn', signatureData }, cookie);
    expect(response.status).toBe(200);
    expect((await readJson(response)).smsSent).toBe(true);
    expect((await storedRecord(server, reference, cookie)).status).toBe('pending');
  });

  test('Applicants cannot submit a drawn signature that is not a JPEG, or without accepting the terms', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const png = `data:image/jpeg;base64,${(await tinyPng()).toString('base64')}`;
    const notJpeg = await sign({ ...typed(reference), signatureType: 'drawn', signatureData: png }, cookie);
    expect(notJpeg.status).toBe(400);
    expect((await readJson(notJpeg)).error.fields).toEqual({
      signatureData: [englishMessage('validation.signatureRequired')],
    });
    const terms = await sign(typed(reference, { acceptedTerms: false }), cookie);
    expect(terms.status).toBe(400);
    expect((await readJson(terms)).error.fields).toEqual({ acceptedTerms: ['Please accept the terms and conditions'] });
    const { acceptedTerms: _omitted, ...noTerms } = typed(reference);
    expect((await sign(noTerms, cookie)).status).toBe(400);
    expect((await sign(typed(reference, { signatureData: '  ' }), cookie)).status).toBe(400);
    expect((await storedRecord(server, reference, cookie)).status).toBe('incomplete');
  });

  test("A typed signature must be the applicant's full name as the application gives it, case, accents and spaces aside", async () => {
    const { reference, cookie } = await readyToSubmit(server);
    for (const signatureData of ['J', 'Thandi', 'John Smith', 'Mokoena Thandi']) {
      const refused = await sign(typed(reference, { signatureData }), cookie);
      expect(refused.status, signatureData).toBe(400);
      expect((await readJson(refused)).error.fields).toEqual({
        signatureData: [englishMessage('validation.signatureNotSignersName')],
      });
    }
    const record = await storedRecord(server, reference, cookie);
    expect(record.status).toBe('incomplete');
    const confirmations = (await readOutbox(server, 'sms')).filter((m) => m.kind === 'submission-confirmation');
    expect(confirmations.some((m) => m.body.includes(reference))).toBe(false);
    expect((await sign(typed(reference, { signatureData: '  thándi  MOKOENA ' }), cookie)).status).toBe(200);
    expect((await storedRecord(server, reference, cookie)).status).toBe('pending');
  });

  test('Applicants cannot pass off a file that only starts like a JPEG as a drawn signature', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    // JPEG magic bytes followed by no image at all: nothing an admin could ever see as a signature.
    const junk = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
      Buffer.alloc(64, 7),
    ]);
    const signatureData = `data:image/jpeg;base64,${junk.toString('base64')}`;
    const response = await sign({ ...typed(reference), signatureType: 'drawn', signatureData }, cookie);
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields).toEqual({
      signatureData: [englishMessage('validation.signatureRequired')],
    });
    expect((await storedRecord(server, reference, cookie)).status).toBe('incomplete');
  });

  test('Applicants cannot sign an application without its session', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const other = await createApplication(server);
    expect((await sign(typed(reference))).status).toBe(401);
    expect((await sign(typed(reference), other.cookie)).status).toBe(403);
    expect((await storedRecord(server, reference, cookie)).status).toBe('incomplete');
  });

  test('Applicants can have the confirmation SMS sent again, only to their own number', async () => {
    const { reference, cookie, body } = await readyToSubmit(server);
    expect((await sign(typed(reference), cookie)).status).toBe(200);
    const send = (payload: unknown, withCookie?: string) => sendJson(server, 'POST', '/sms/send', payload, withCookie);

    expect((await send({ message: 'submission-confirmation' })).status).toBe(401);
    const free = await send(
      { message: 'Your account is blocked, call 0800 000 000', phoneNumber: '0831234567' },
      cookie,
    );
    expect(free.status).toBe(400);
    expect((await readJson(free)).error.fields).toEqual({ message: [englishMessage('validation.smsTemplateUnknown')] });

    const before = (await readOutbox(server, 'sms')).length;
    const response = await send({ message: 'submission-confirmation', phoneNumber: '083 999 8888' }, cookie);
    expect(response.status).toBe(200);
    expect((await readJson(response)).smsSent).toBe(true);
    const sent = (await readOutbox(server, 'sms')).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: e164(body.cellPhone), kind: 'submission-confirmation' });
    expect(sent[0]!.body).toContain(reference);
    expect((await readOutbox(server, 'sms')).some((m) => m.to.endsWith('839998888'))).toBe(false);
  });

  test('Applicants cannot be told their application was received before they submit it', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const before = (await readOutbox(server, 'sms')).length;
    const response = await sendJson(server, 'POST', '/sms/send', { message: 'submission-confirmation' }, cookie);
    // "We received your application ... we will review it" is untrue while it is still incomplete.
    expect(response.status).toBe(409);
    expect((await readOutbox(server, 'sms')).slice(before).filter((m) => m.body.includes(reference))).toEqual([]);
  });

  test('Applicants can download the application summary PDF; other applicants cannot, an admin can; each copy is recorded for whoever took it', async () => {
    const { reference, cookie } = await readyToSubmit(server, { firstName: 'Zanele', surname: 'Khumalo' });
    const other = await createApplication(server);
    const pdf = (withCookie?: string) =>
      fetch(server.url(`${API}/generate-pdf/${reference}`), { headers: withCookie ? { cookie: withCookie } : {} });

    const response = await pdf(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename=Application_${reference}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const parser = new PDFParse({ data: bytes });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(reference);
    expect(text).toContain('Zanele');
    expect(text).toContain('Khumalo');

    const anonymous = await pdf();
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
    expect((await pdf(other.cookie)).status).toBe(403);
    const admin = await pdf(await adminCookie(server));
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toBe('application/pdf');

    const [staff] = await server.db.select().from(adminUsers).where(eq(adminUsers.username, TEST_ADMIN.username));
    const copies = await server.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.reference, reference))
      .orderBy(asc(issuedDocuments.issuedAt));
    expect(copies.map(({ issuedTo, adminId }) => ({ issuedTo, adminId }))).toEqual([
      { issuedTo: 'customer', adminId: null },
      { issuedTo: 'admin', adminId: staff!.id },
    ]);
    expect(copies[1]!.sha256).toBe(
      createHash('sha256')
        .update(new Uint8Array(await admin.arrayBuffer()))
        .digest('hex'),
    );
  });
});
