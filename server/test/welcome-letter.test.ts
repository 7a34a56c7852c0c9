import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatVerificationCode } from '@protea/shared/verification-code';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, issuedDocuments, notifications } from '../src/db/schema.js';
import { adminApi, anyPremise, loginAdmin } from './support/admin.js';
import { API, applicationRow, readOutbox, readyToSubmit, sendJson } from './support/applicant.js';
import { readPdf } from './support/read-pdf.js';
import {
  readyTermination,
  submission,
  submitTermination,
  terminationCookieOf,
} from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** pdf.js puts a line break where a paragraph wraps, and sometimes two spaces: compare text with both as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

interface SentEmail {
  to: string;
  subject: string;
  body: string;
  attachments?: Array<{ fileName: string; contentType: string; size: number; sha256: string; file: string }>;
}

describe.each(DATABASES)('the welcome on completion on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    admin = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const letterOf = (reference: string, cookie?: string) =>
    fetch(server.url(`${API}/requests/${encodeURIComponent(reference)}/welcome-letter`), {
      headers: cookie ? { cookie } : {},
    });
  const decide = async (reference: string, action: string, body?: unknown) => {
    const response = await admin.send(
      action.startsWith('PUT ') ? 'PUT' : 'POST',
      `/admin/applications/${reference}/${action.replace(/^PUT /, '')}`,
      body,
    );
    expect(response.status, `${action}: ${await response.clone().text()}`).toBe(200);
  };

  /** An application submitted by its applicant, then taken by staff through review and approval: approved. */
  async function approvedApplication(overrides: Record<string, unknown> = {}) {
    const ready = await readyToSubmit(server, overrides);
    const signed = await sendJson(
      server,
      'POST',
      '/save-signature',
      {
        applicationNumber: ready.reference,
        signatureType: 'typed',
        signatureData: 'Thandi Mokoena',
        acceptedTerms: true,
      },
      ready.cookie,
    );
    expect(signed.status).toBe(200);
    const unit = await anyPremise(server);
    await decide(ready.reference, 'PUT complex', { complexId: unit.complexId });
    await decide(ready.reference, 'PUT unit', { premise: unit.premise });
    await decide(ready.reference, 'documents/id/approve');
    await decide(ready.reference, 'documents/deedlease/approve');
    await decide(ready.reference, 'approve', { depositAmount: 2450.5, depositNeeded: true });
    return { ...ready, unit };
  }

  async function completed(overrides: Record<string, unknown> = {}) {
    const approved = await approvedApplication(overrides);
    await decide(approved.reference, 'complete');
    const row = await applicationRow(server, approved.reference);
    const [account] = await server.db.select().from(accounts).where(eq(accounts.openedByCaseId, row.id));
    return { ...approved, row, accountNo: account!.accountNumber };
  }

  const emailsTo = async (to: string) =>
    ((await readOutbox(server, 'email')) as unknown as SentEmail[]).filter((m) => m.to === to);
  const attachmentBytes = (file: string) => readFileSync(path.join(server.config.dataDir, 'outbox', file));
  const issuedFor = (reference: string) =>
    server.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.reference, reference))
      .orderBy(asc(issuedDocuments.issuedAt));

  test('Completing an application sends the account number by SMS and email, the email carrying the welcome letter', async () => {
    const { reference, row, accountNo, unit, body } = await completed({ email: 'welcome.en@example.co.za' });

    const sms = (await readOutbox(server, 'sms')).filter((m) => m.to === row.cellPhone);
    expect(sms.at(-1)!.body).toContain(accountNo);
    expect(sms.at(-1)!.body).toContain(reference);

    const email = (await emailsTo('welcome.en@example.co.za')).at(-1)!;
    expect(email.subject).toBe(`Your application ${reference} is complete: account ${accountNo}`);
    expect(email.body).toContain(`your account ${accountNo} is registered`);
    expect(email.body).toContain('Your welcome letter is attached as a PDF.');
    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments!;
    expect(attachment).toMatchObject({ fileName: `Welcome_letter_${accountNo}.pdf`, contentType: 'application/pdf' });
    const pdf = new Uint8Array(attachmentBytes(attachment!.file));
    expect(attachment!.sha256).toBe(sha256(pdf));

    const { text, pageTexts } = await readPdf(pdf);
    const all = flat(text);
    for (const expected of [
      'Welcome Letter',
      `Dear ${body.firstName} ${body.surname}`,
      `Account Number ${accountNo}`,
      `Application Reference ${reference}`,
      `Unit ${unit.unitNumber}`,
      `Premise Code ${unit.premise}`,
      'Deposit R 2 450.50',
      `Use your account number ${accountNo} as the payment reference`,
      'Bank First National Bank',
      'Branch Code 250655',
      `Payment Reference ${accountNo}`,
      'When You Move Out',
      `apply on our portal at http://localhost:${server.config.PORT}/ClientApps/termination/start`,
      `You need your account number ${accountNo}`,
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).toContain(unit.address);
    // The debit order form is a page of its own, to print, sign and return.
    const form = flat(pageTexts.at(-1)!);
    for (const label of [
      'Debit Order Authority',
      'Name of the bank account holder',
      'Bank',
      'Branch code',
      'Bank account number',
      'Account type (cheque / savings)',
      'Signature of the bank account holder',
      'Date',
    ]) {
      expect(form).toContain(label);
    }

    // The copy sent is recorded like every issued PDF, and its printed code checks out with the bytes' hash.
    const issued = await issuedFor(reference);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ statusAtIssue: 'completed', issuedTo: 'customer', sha256: sha256(pdf) });
    const printed = formatVerificationCode(issued[0]!.code);
    expect(all).toContain(`Verification Code ${printed}`);
    const check = await fetch(server.url(`${API}/verify/${printed}`));
    expect(check.status).toBe(200);
    expect(await readJson(check)).toMatchObject({ valid: true, reference, sha256: sha256(pdf) });

    // The outbox row names the message, never the letter's bytes: a retry renders the letter again.
    const rows = await server.db.select().from(notifications).where(eq(notifications.caseId, row.id));
    const welcome = rows.find((r) => r.channel === 'email' && r.bodyKey === 'messages.welcomeEmailBody');
    expect(welcome?.status).toBe('sent');
    expect(JSON.stringify(welcome!.vars)).not.toContain('PDF-');
    expect(JSON.stringify(welcome!.vars).length).toBeLessThan(500);
  });

  test('An Afrikaans applicant gets the messages and the letter in Afrikaans', async () => {
    const { reference, row, accountNo } = await completed({ language: 'af', email: 'welcome.af@example.co.za' });
    const sms = (await readOutbox(server, 'sms')).filter((m) => m.to === row.cellPhone);
    expect(sms.at(-1)!.body).toContain(`u rekening ${accountNo} is geregistreer`);
    const email = (await emailsTo('welcome.af@example.co.za')).at(-1)!;
    expect(email.subject).toBe(`U aansoek ${reference} is voltooi: rekening ${accountNo}`);
    expect(email.body).toContain('U welkomsbrief is as');
    const { text, pageTexts } = await readPdf(new Uint8Array(attachmentBytes(email.attachments![0]!.file)));
    const all = flat(text);
    for (const expected of [
      'Welkomsbrief',
      `Rekeningnommer ${accountNo}`,
      'Deposito R 2 450.50',
      `Betalingsverwysing ${accountNo}`,
      'Wanneer U Uittrek',
      `U het u rekeningnommer ${accountNo}`,
      'Verifikasiekode',
    ]) {
      expect(all).toContain(expected);
    }
    expect(flat(pageTexts.at(-1)!)).toContain('Debietordermagtiging');
    expect(all).not.toContain('Welcome Letter');
  });

  test('The applicant downloads the letter once the application is complete; a stranger gets nothing', async () => {
    const approved = await approvedApplication();
    const early = await letterOf(approved.reference, approved.cookie);
    expect(early.status).toBe(409);
    expect((await readJson(early)).error.code).toBe('welcome_letter_not_ready');

    await decide(approved.reference, 'complete');
    const row = await applicationRow(server, approved.reference);
    const [account] = await server.db.select().from(accounts).where(eq(accounts.openedByCaseId, row.id));

    const status = await readJson(
      await fetch(server.url(`${API}/requests/${approved.reference}/status`), { headers: { cookie: approved.cookie } }),
    );
    expect(status.actions).toContain('welcome_letter');

    // Any case of the reference, as the status call takes it.
    const response = await letterOf(approved.reference.toLowerCase(), approved.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // An ASCII name that is a token needs no quotes (RFC 6266), nor a filename* beside it.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=Welcome_letter_${account!.accountNumber}.pdf`,
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(flat((await readPdf(pdf)).text)).toContain(`Account Number ${account!.accountNumber}`);
    // Each download is a copy of its own: the email's and this one.
    const issued = await issuedFor(approved.reference);
    expect(issued.map((i) => i.sha256)).toContain(sha256(pdf));

    const anonymous = await letterOf(approved.reference);
    expect(anonymous.status).toBe(401);
    const stranger = await readyToSubmit(server);
    const forbidden = await letterOf(approved.reference, stranger.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('content-type')).not.toBe('application/pdf');
    // The stranger's own request is not complete: no letter, and no such action.
    expect((await letterOf(stranger.reference, stranger.cookie)).status).toBe(409);
  });

  test("Staff download an application's letter as they download its PDF: their copy and their read recorded", async () => {
    const { reference, accountNo } = await completed();
    const response = await admin.get(`/requests/${reference}/welcome-letter`);
    expect(response.status).toBe(200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(flat((await readPdf(pdf)).text)).toContain(`Account Number ${accountNo}`);
    const copy = (await issuedFor(reference)).find((i) => i.sha256 === sha256(pdf));
    expect(copy).toMatchObject({ issuedTo: 'admin', adminId: expect.any(String) });
    const log = await admin.json(`/admin/applications/${reference}/access-log`);
    expect(log.entries.map((e: { what: string }) => e.what)).toEqual(['pdf']);
    expect((await admin.get('/requests/PM-2026-999999/welcome-letter')).status).toBe(404);
  });

  test('A termination has no welcome letter', async () => {
    const { cookie, terminationId, personal } = await readyTermination(server, 'residential');
    const sent = await submitTermination(server, 'residential', submission(personal), cookie);
    expect(sent.status).toBe(201);
    const response = await letterOf(terminationId, terminationCookieOf(sent) ?? cookie);
    expect(response.status).toBe(409);
    expect((await readJson(response)).error.code).toBe('welcome_letter_not_ready');
  });
});
