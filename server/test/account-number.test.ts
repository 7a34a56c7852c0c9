import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { updateApplication } from '../src/db/repositories/application-repository.js';
import { adminApi, insertApplication, loginAdmin, messagesTo } from './support/admin.js';
import { API, readyToSubmit, sendJson } from './support/applicant.js';
import { readPdf } from './support/read-pdf.js';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

/** Text as read from the PDF, runs of spaces made one: a label and its value read "Label value". */
const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

/** How each language's completion message names the account and says what it is for. */
const COMPLETED_TEXT = {
  en: (n: string) => [
    `your account ${n} is registered`,
    'you will need it, for example to terminate the services later',
  ],
  af: (n: string) => [`u rekening ${n} is geregistreer`, 'byvoorbeeld om die dienste later te beëindig'],
  st: (n: string) => [`akhaonto ya hao ${n} e ngodisitswe`, 'ka mohlala ho emisa ditshebeletso hamorao'],
  zu: (n: string) => [`i-akhawunti yakho ${n} ibhalisiwe`, 'isibonelo ukuze umise izinsizakalo kamuva'],
} as const;

describe.each(DATABASES)('the account number once an application is completed, on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    api = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const complete = async (reference: string) => {
    const response = await api.send('POST', `/admin/applications/${reference}/complete`);
    expect(response.status).toBe(200);
  };
  const pdfText = async (reference: string, cookie?: string) => {
    const response = cookie
      ? await fetch(server.url(`${API}/generate-pdf/${reference}`), { headers: { cookie } })
      : await api.get(`/generate-pdf/${reference}`);
    expect(response.status).toBe(200);
    return flat((await readPdf(new Uint8Array(await response.arrayBuffer()))).text);
  };

  test('Staff see the number on the detail and in the PDF once completed, and none before', async () => {
    const app = await insertApplication(server, {
      status: 'approved',
      depositCents: 150_000,
      depositApprovedAt: new Date(),
    });
    expect((await api.json(`/admin/applications/${app.id}`)).accountNumber).toBeNull();
    expect(await pdfText(app.reference)).not.toContain('Account Number');

    await complete(app.reference);

    const { accountNumber } = await api.json(`/admin/applications/${app.id}`);
    expect(accountNumber).toMatch(/^\d{8}$/);
    expect((await api.json(`/admin/applications/${app.reference}`)).accountNumber).toBe(accountNumber);
    const timeline = (await api.json(`/admin/applications/${app.id}`)).timeline as Array<{
      kind: string;
      data: unknown;
    }>;
    expect(timeline.filter((e) => e.kind === 'account_opened').map((e) => e.data)).toEqual([{ accountNumber }]);
    expect(await pdfText(app.reference)).toContain(`Account Number ${accountNumber}`);
  });

  test.each(Object.keys(COMPLETED_TEXT) as Array<keyof typeof COMPLETED_TEXT>)(
    'The completion SMS and email in %s give the number and what it is needed for',
    async (language) => {
      const app = await insertApplication(server, {
        status: 'approved',
        language,
        depositCents: 0,
        depositApprovedAt: new Date(),
      });
      await complete(app.reference);
      const { accountNumber } = await api.json(`/admin/applications/${app.id}`);

      const sms = (await messagesTo(server, 'sms', app.cellPhone)).at(-1)!;
      const email = (await messagesTo(server, 'email', app.email)).at(-1)!;
      for (const body of [sms.body, email.body]) {
        expect(body).toContain(app.reference);
        for (const part of COMPLETED_TEXT[language](accountNumber)) expect(body).toContain(part);
      }
      expect(email.subject).toContain(app.reference);
    },
  );

  test("The applicant's own PDF names the account once the application is completed", async () => {
    const ready = await readyToSubmit(server, { firstName: 'Naledi', surname: 'Mokoena', idNumber: '9202204720083' });
    const signed = await sendJson(
      server,
      'POST',
      '/save-signature',
      {
        applicationNumber: ready.reference,
        signatureType: 'typed',
        signatureData: 'Naledi Mokoena',
        acceptedTerms: true,
      },
      ready.cookie,
    );
    expect(signed.status).toBe(200);
    expect(await pdfText(ready.reference, ready.cookie)).not.toContain('Account Number');

    // Approval itself is tested with its guards elsewhere: here the application is simply approved.
    const { id } = await api.json(`/admin/applications/${ready.reference}`);
    await updateApplication(server.db, id, { status: 'approved', depositCents: 0, depositApprovedAt: new Date() });
    await complete(ready.reference);
    const { accountNumber } = await api.json(`/admin/applications/${id}`);

    const text = await pdfText(ready.reference, ready.cookie);
    expect(text).toContain(`Account Number ${accountNumber}`);
    expect(text).toContain(ready.reference);
  });
});
