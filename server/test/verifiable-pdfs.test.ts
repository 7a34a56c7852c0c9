import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { TERMS_VERSION } from '@protea/shared/constants';
import { formatVerificationCode } from '@protea/shared/verification-code';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminUsers, cases, documents, issuedDocuments } from '../src/db/schema.js';
import {
  API,
  adminCookie,
  applicationRow,
  englishMessage,
  localeMessage,
  readyToSubmit,
  sendJson,
  uploadsDir,
} from './support/applicant.js';
import { readPdf } from './support/read-pdf.js';
import {
  call,
  e164,
  readyTermination,
  submission,
  submitTermination,
  terminationRow,
} from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Text as read from the PDF, runs of spaces made one: a label and its value read "Label value". */
const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

/** A GET with the Host header of our choosing (fetch sets its own), its body as bytes. */
function getWithHost(url: string, host: string, cookie: string) {
  return new Promise<{ status: number; body: Uint8Array }>((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { host, cookie, 'x-forwarded-host': host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe.each(DATABASES)('verifiable PDFs on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const issuedFor = (reference: string) =>
    server.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.reference, reference))
      .orderBy(asc(issuedDocuments.issuedAt));
  /** Without PUBLIC_URL, links name this server on localhost at its configured port. */
  const localLink = (pathname: string) => `http://localhost:${server.config.PORT}${pathname}`;
  const documentsOf = (caseId: string) => server.db.select().from(documents).where(eq(documents.caseId, caseId));
  const verify = (code: string, prefix = API, headers: Record<string, string> = {}) =>
    fetch(server.url(`${prefix}/verify/${code}`), { headers });
  const download = async (pathname: string, cookie: string) => {
    const response = await fetch(server.url(`${API}${pathname}`), { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return new Uint8Array(await response.arrayBuffer());
  };

  /** A residential application signed by typing, then submitted: pending. */
  async function submittedApplication() {
    const person = {
      firstName: 'Lindiwe',
      surname: 'Dlamini',
      idNumber: '9202204720083',
      email: 'lindiwe@example.co.za',
    };
    const ready = await readyToSubmit(server, person);
    const signed = await sendJson(
      server,
      'POST',
      '/save-signature',
      {
        applicationNumber: ready.reference,
        signatureType: 'typed',
        signatureData: 'Lindiwe Dlamini',
        acceptedTerms: true,
      },
      ready.cookie,
    );
    expect(signed.status).toBe(200);
    return { ...ready, person };
  }

  test('Applicants download a PDF with its verification code, QR address and evidence page; the copy is recorded with the SHA-256 of the bytes sent', async () => {
    const { reference, cookie, body } = await submittedApplication();
    const row = await applicationRow(server, reference);
    expect(row.signedIp).toBe('127.0.0.1');

    const pdf = await download(`/generate-pdf/${reference}`, cookie);

    const issued = await issuedFor(reference);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      caseId: row.id,
      kind: 'residential_application',
      reference,
      statusAtIssue: 'pending',
      sha256: sha256(pdf),
      issuedTo: 'customer',
      adminId: null,
    });
    expect(issued[0]!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(Date.now() - issued[0]!.issuedAt.getTime()).toBeLessThan(60_000);

    const printed = formatVerificationCode(issued[0]!.code);
    const { text, pageTexts } = await readPdf(pdf);
    expect(flat(pageTexts[0]!)).toContain(`Verification Code ${printed}`);
    expect(text).toContain(`Check this document at ${localLink(`/ClientApps/verify/${printed}`)}`);
    const evidence = flat(pageTexts.at(-1)!);
    const files = await documentsOf(row.id);
    expect(files).toHaveLength(2);
    for (const expected of [
      'Evidence of Signing',
      'Signature Type Typed name',
      `Verified Cell Number *** *** ${String(body.cellPhone).slice(-4)}`,
      'Signed From (IP Address) 127.0.0.1',
      `Terms Version ${TERMS_VERSION}`,
      `Verification Code ${printed}`,
      ...files.map((file) => file.sha256!),
    ]) {
      expect(evidence).toContain(expected);
    }
    expect(evidence).not.toContain(String(body.cellPhone).slice(1));
    // Each hash is the stored file's.
    for (const file of files) {
      expect(file.sha256).toBe(sha256(readFileSync(path.join(uploadsDir(server), file.storedName))));
    }
  });

  test('An isiZulu PDF gives the title as the isiZulu form showed it, not the stored English one', async () => {
    const { reference, cookie } = await readyToSubmit(server, { language: 'zu', title: 'Mr' });
    const { pageTexts } = await readPdf(await download(`/generate-pdf/${reference}`, cookie));
    expect(flat(pageTexts[0]!)).toContain('Mnu. Thandi Mokoena');
    expect(flat(pageTexts[0]!)).not.toContain('Mr Thandi Mokoena');
  });

  test('A request naming another host gets a PDF linking to the portal itself, never to that host', async () => {
    const { reference, cookie } = await submittedApplication();

    const answer = await getWithHost(server.url(`${API}/generate-pdf/${reference}`), 'evil.example', cookie);

    expect(answer.status).toBe(200);
    const [copy] = await issuedFor(reference);
    expect(copy!.sha256).toBe(sha256(answer.body));
    const { text } = await readPdf(answer.body);
    expect(text).toContain(
      `Check this document at ${localLink(`/ClientApps/verify/${formatVerificationCode(copy!.code)}`)}`,
    );
    expect(text).not.toContain('evil.example');
  });

  test('Every download is a copy of its own: a new code and a new row each time', async () => {
    const { reference, cookie } = await submittedApplication();
    const first = await download(`/generate-pdf/${reference}`, cookie);
    const second = await download(`/generate-pdf/${reference}`, cookie);

    const issued = await issuedFor(reference);
    expect(issued.map((copy) => copy.sha256)).toEqual([sha256(first), sha256(second)]);
    expect(issued[0]!.code).not.toBe(issued[1]!.code);
  });

  test('Staff download a termination PDF: the copy is recorded as issued to that admin, its evidence page lists the drawn signature and every file', async () => {
    const { cookie, personal, terminationId } = await readyTermination(server, 'residential', {
      personal: { firstName: 'Bongani', surname: 'Zulu', email: 'bongani.zulu@example.co.za' },
    });
    const body = submission(personal, { signatureType: 'drawn' });
    const signatureJpeg = await sharp({ create: { width: 250, height: 80, channels: 3, background: '#fff' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    body.depositDeclaration.signature = `data:image/jpeg;base64,${signatureJpeg.toString('base64')}`;
    expect((await submitTermination(server, 'residential', body, cookie)).status).toBe(201);
    const termination = await terminationRow(server, terminationId);
    expect(termination.signedIp).toBe('127.0.0.1');
    const staff = await adminCookie(server);
    const [admin] = await server.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin'));

    const pdf = await download(`/admin/terminations/${termination.id}/pdf`, staff);

    const issued = await issuedFor(terminationId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      kind: 'residential_termination',
      statusAtIssue: 'pending',
      sha256: sha256(pdf),
      issuedTo: 'admin',
      adminId: admin!.id,
    });
    const printed = formatVerificationCode(issued[0]!.code);
    const { text, pageTexts } = await readPdf(pdf);
    expect(text).toContain(`Check this document at ${localLink(`/ClientApps/verify/${printed}`)}`);
    const evidence = flat(pageTexts.at(-1)!);
    const files = await documentsOf(termination.id);
    expect(files.map((file) => file.type).sort()).toEqual(['bank', 'id', 'signature']);
    for (const expected of [
      'Evidence of Signing',
      'Signature Type Drawn by hand',
      `Verified Cell Number *** *** ${personal.cellPhone.slice(-4)}`,
      'Signed From (IP Address) 127.0.0.1',
      `Terms Version ${TERMS_VERSION}`,
      'Drawn signature signature.jpg',
      'Bank confirmation letter bank-letter.pdf',
      ...files.map((file) => file.sha256!),
    ]) {
      expect(evidence).toContain(expected);
    }
    for (const file of files) {
      expect(file.sha256).toBe(sha256(readFileSync(path.join(uploadsDir(server), file.storedName))));
    }

    // The customer's own route, taken by staff, records the admin too.
    await download(`/terminations/${personal.proteaAccountNumber}/pdf`, staff);
    await download(`/terminations/${personal.proteaAccountNumber}/pdf`, cookie);
    expect((await issuedFor(terminationId)).map((copy) => copy.issuedTo)).toEqual(['admin', 'admin', 'customer']);
  });

  test('Anyone can check a code, typed with or without dashes and in any case, and learns only what the document is', async () => {
    const { reference, cookie, body, person } = await submittedApplication();
    const pdf = await download(`/generate-pdf/${reference}`, cookie);
    const [copy] = await issuedFor(reference);
    const expected = {
      valid: true,
      kind: 'residential_application',
      reference,
      issuedAt: copy!.issuedAt.toISOString(),
      statusAtIssue: 'pending',
      sha256: sha256(pdf),
    };

    for (const typed of [
      formatVerificationCode(copy!.code),
      copy!.code,
      formatVerificationCode(copy!.code).toLowerCase(),
    ]) {
      for (const prefix of [API, '/api']) {
        const response = await verify(encodeURIComponent(typed), prefix);
        expect(response.status, `${prefix} ${typed}`).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const text = await response.text();
        expect(JSON.parse(text)).toStrictEqual(expected);
        // The answer is exactly `expected` (above); its values (a random hash, the year in the reference and the time) may
        // hold four digits of the phone by chance. What else the answer holds is checked for personal data.
        const answered = Object.values(expected).reduce<string>((rest, value) => rest.replace(String(value), ''), text);
        for (const personal of [
          person.firstName,
          person.surname,
          person.idNumber,
          person.email,
          String(body.cellPhone),
          e164(String(body.cellPhone)),
          String(body.cellPhone).slice(-4),
          '127.0.0.1',
        ]) {
          expect(answered.toLowerCase(), personal).not.toContain(personal.toLowerCase());
        }
      }
    }
  });

  test("A made-up code is a 404 with the one error shape, in the reader's language; odd input is a 400 or 404, never a 500", async () => {
    const madeUp = await verify('K7QM-2XPA-9HWD');
    expect(madeUp.status).toBe(404);
    expect(await readJson(madeUp)).toEqual({
      error: { code: 'verification_code_not_found', message: englishMessage('errors.verificationCodeNotFound') },
    });
    const inAfrikaans = await verify('K7QM2XPA9HWD', API, { 'x-language': 'af' });
    expect((await readJson(inAfrikaans)).error.message).toBe(localeMessage('af', 'errors.verificationCodeNotFound'));

    for (const odd of [
      'X'.repeat(5000),
      encodeURIComponent('🙂'.repeat(12)),
      encodeURIComponent('K7QM-2XPA-9HWD🙂'),
      '..%2F..%2Fadmin%2Fme',
      '%2e%2e',
      '%00',
      '%ZZ',
      encodeURIComponent("' OR 1=1 --"),
      encodeURIComponent('\u202eDWH9-APX2-MQ7K'),
      '%20',
    ]) {
      const response = await verify(odd);
      expect([400, 404], odd.slice(0, 40)).toContain(response.status);
      expect((await readJson(response)).error.code).toMatch(
        /^(verification_code_not_found|validation_failed|bad_request|not_found)$/,
      );
    }
  });

  test('A document stored before hashes were kept is hashed from storage when the PDF is made; a case signed before addresses were recorded says so', async () => {
    const { reference, cookie } = await submittedApplication();
    const row = await applicationRow(server, reference);
    await server.db.update(documents).set({ sha256: null }).where(eq(documents.caseId, row.id));
    await server.db.update(cases).set({ signedIp: null }).where(eq(cases.id, row.id));

    const { pageTexts } = await readPdf(await download(`/generate-pdf/${reference}`, cookie));

    const files = await documentsOf(row.id);
    const evidence = flat(pageTexts.at(-1)!);
    for (const file of files) {
      expect(file.sha256).toBe(sha256(readFileSync(path.join(uploadsDir(server), file.storedName))));
      expect(evidence).toContain(file.sha256!);
    }
    expect(evidence).toContain('Signed From (IP Address) Not recorded');
  });

  test('The verify page answers 200 with or without a code; the web app shows it', async () => {
    for (const page of [
      '/ClientApps/verify',
      '/ClientApps/verify/',
      '/ClientApps/verify/K7QM-2XPA-9HWD',
      '/ClientApps/verify/anything',
    ]) {
      const response = await fetch(server.url(page));
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
    expect((await fetch(server.url('/ClientApps/verify/K7QM/more'))).status).toBe(404);
  });

  test('Codes cannot be guessed in bulk: past the per-address limit the check answers 429', async () => {
    const limited = await startTestServer(kind, { LOOKUP_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses = [];
      for (let index = 0; index < 6; index++) {
        statuses.push((await fetch(limited.url(`${API}/verify/K7QM-2XPA-9HW${index}`))).status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      const refused = await fetch(limited.url(`${API}/verify/K7QM-2XPA-9HWD`));
      expect(refused.status).toBe(429);
      expect((await readJson(refused)).error.code).toBe('too_many_requests');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  test('Only the holder of a session or staff get a copy: refused downloads record nothing', async () => {
    const { reference } = await submittedApplication();
    expect((await fetch(server.url(`${API}/generate-pdf/${reference}`))).status).toBe(401);
    expect((await call(server, 'GET', `/admin/terminations/${reference}/pdf`)).status).toBe(401);
    expect(await issuedFor(reference)).toEqual([]);
  });
});
