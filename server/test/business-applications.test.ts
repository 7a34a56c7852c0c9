import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applications, cases } from '../src/db/schema.js';
import { adminApi, insertApplication, loginAdmin, messagesTo } from './support/admin.js';
import {
  API,
  afrikaansMessage,
  applicantCookieOf,
  englishMessage,
  readLatestCode,
  sendJson,
  tinyPdf,
  tinyPng,
  upload,
  validApplication,
} from './support/applicant.js';
import { readPdf } from './support/read-pdf.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** A (Pty) Ltd opening a shop in a Centurion business park (issue 10). */
const validBusiness = (overrides: Record<string, unknown> = {}) =>
  validApplication({
    businessName: 'Jacaranda Coffee Roasters',
    registrationNumber: '2015/123456/07',
    vatNumber: '4123456789',
    businessType: 'pty-ltd',
    tradingName: 'Jacaranda Coffee',
    complexName: 'Highveld Park',
    streetAddress: '14 Lenchen Avenue North',
    suburb: 'Highveld',
    unitNumber: '3',
    formtype: 4,
    isbusiness: true,
    ...overrides,
  });

describe.each(DATABASES)('business application calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const caseCount = async () => (await server.db.select({ n: count() }).from(cases))[0]!.n;

  async function createBusiness(overrides: Record<string, unknown> = {}) {
    const body = validBusiness(overrides);
    const response = await postJson(server.url(`${API}/business-applications`), body);
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
    return {
      reference: (await readJson(response)).applicationNumber as string,
      cookie: applicantCookieOf(response)!,
      body,
    };
  }

  async function verified(reference: string, phone: string) {
    expect((await postJson(server.url(`${API}/sms/send-verification`), { appNumber: reference })).status).toBe(200);
    const confirmed = await sendJson(server, 'PUT', `/business-applications/${reference}/confirm-cell`, {
      code: readLatestCode(server, `+27${phone.slice(1)}`),
    });
    expect(confirmed.status).toBe(200);
    return applicantCookieOf(confirmed)!;
  }

  test('creates a form type 4 application with the business, listed under the business name', async () => {
    const { reference, cookie } = await createBusiness();
    expect(reference).toMatch(/^PM-\d{4}-\d{5,6}$/);
    const own = await fetch(server.url(`${API}/business-applications/${reference}`), { headers: { cookie } });
    const { application } = await readJson(own);
    expect(application.business).toEqual({
      businessName: 'Jacaranda Coffee Roasters',
      registrationNumber: '2015/123456/07',
      vatNumber: '4123456789',
      businessType: 'pty-ltd',
      tradingName: 'Jacaranda Coffee',
    });
    const [row] = await server.db
      .select({ kind: cases.kind, name: cases.displayName, formType: applications.formType })
      .from(cases)
      .innerJoin(applications, eq(applications.id, cases.id))
      .where(eq(cases.reference, reference));
    expect(row).toEqual({ kind: 'business_application', name: 'Jacaranda Coffee Roasters', formType: 4 });

    // A stranger learns only that it exists, and only under the business path.
    const stranger = await readJson(await fetch(server.url(`${API}/business-applications/${reference}`)));
    expect(stranger).toEqual({ success: true, exists: true, applicationNumber: reference });
    expect((await fetch(server.url(`${API}/residential-applications/${reference}`))).status).toBe(404);
    // The residential calls do not take a business reference either.
    expect(
      (await sendJson(server, 'PUT', `/residential-applications/${reference}`, { firstName: 'X' }, cookie)).status,
    ).toBe(404);
  });

  test('refuses a malformed CIPC number, a VAT number that is not 10 digits from 4, and a bad ID, storing nothing', async () => {
    const before = await caseCount();
    const response = await postJson(
      server.url(`${API}/business-applications`),
      validBusiness({
        registrationNumber: '15/123456/07',
        vatNumber: '5123456789',
        idNumber: '8001015009088',
        businessType: 'empire',
      }),
      { 'x-language': 'af' },
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields).toEqual({
      registrationNumber: [afrikaansMessage('validation.registrationNumberFormat')],
      vatNumber: [afrikaansMessage('validation.vatNumberFormat')],
      idNumber: [afrikaansMessage('validation.idNumberInvalid')],
      businessType: [afrikaansMessage('validation.businessTypeRequired')],
    });
    expect(await caseCount()).toBe(before);
  });

  test('Edit Details changes one business field and keeps the others', async () => {
    const { reference, cookie } = await createBusiness();
    const response = await sendJson(
      server,
      'PUT',
      `/business-applications/${reference}`,
      { tradingName: 'JCR' },
      cookie,
    );
    expect(response.status).toBe(200);
    expect((await readJson(response)).application.business).toMatchObject({
      businessName: 'Jacaranda Coffee Roasters',
      tradingName: 'JCR',
      vatNumber: '4123456789',
    });
    const bad = await sendJson(
      server,
      'PUT',
      `/business-applications/${reference}`,
      { registrationNumber: 'abc' },
      cookie,
    );
    expect(bad.status).toBe(400);
  });

  test("takes CIPC, VAT, lease and further directors' IDs; VAT is required only with a VAT number", async () => {
    const withVat = await createBusiness();
    const cookie = await verified(withVat.reference, withVat.body.cellPhone as string);
    for (const [type, name] of [
      ['id', 'id.png'],
      ['cipc', 'cipc.pdf'],
      ['deedlease', 'lease.pdf'],
      ['director-1', 'director-1.png'],
      ['director-2', 'director-2.png'],
    ] as const) {
      const bytes = name.endsWith('.pdf') ? await tinyPdf() : await tinyPng();
      const response = await upload(
        server,
        cookie,
        withVat.reference,
        type,
        name,
        bytes,
        name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
      );
      expect(response.status, type).toBe(201);
    }
    expect(
      (await upload(server, cookie, withVat.reference, 'director-x', 'd.png', await tinyPng(), 'image/png')).status,
    ).toBe(400);
    const missing = await sendJson(
      server,
      'POST',
      `/business-applications/${withVat.reference}/complete-documents`,
      { postalAddress: 'PO Box 12', postalCode: '0157' },
      cookie,
    );
    expect(missing.status).toBe(409);
    const { error } = await readJson(missing);
    expect(error).toMatchObject({ code: 'missing_documents', missing: ['vat'] });
    expect(error.message).toContain(englishMessage('documents.vat'));
    expect(
      (await upload(server, cookie, withVat.reference, 'vat', 'vat.pdf', await tinyPdf(), 'application/pdf')).status,
    ).toBe(201);
    const complete = await sendJson(
      server,
      'POST',
      `/business-applications/${withVat.reference}/complete-documents`,
      { postalAddress: 'PO Box 12', postalCode: '0157' },
      cookie,
    );
    expect(complete.status).toBe(200);
    const record = (
      await readJson(
        await fetch(server.url(`${API}/business-applications/${withVat.reference}`), { headers: { cookie } }),
      )
    ).application;
    expect(record.documents.map((d: { type: string }) => d.type).sort()).toEqual([
      'cipc',
      'deedlease',
      'director-1',
      'director-2',
      'id',
      'vat',
    ]);

    const soleProprietor = await createBusiness({
      vatNumber: '',
      businessType: 'sole-proprietor',
      registrationNumber: '2021/000777/07',
    });
    const soleCookie = await verified(soleProprietor.reference, soleProprietor.body.cellPhone as string);
    for (const type of ['id', 'cipc', 'deedlease']) {
      expect(
        (
          await upload(
            server,
            soleCookie,
            soleProprietor.reference,
            type,
            `${type}.pdf`,
            await tinyPdf(),
            'application/pdf',
          )
        ).status,
      ).toBe(201);
    }
    const done = await sendJson(
      server,
      'POST',
      `/business-applications/${soleProprietor.reference}/complete-documents`,
      { postalAddress: 'PO Box 9', postalCode: '0157' },
      soleCookie,
    );
    expect(done.status).toBe(200);
  });

  test('a request for information links the business to its own wizard', async () => {
    const business = await insertApplication(server, { isBusiness: true, status: 'pending' });
    const admin = adminApi(server, await loginAdmin(server));
    const response = await admin.send('POST', `/admin/applications/${business.reference}/request-info`, {
      message: 'Please upload a clearer CIPC certificate.',
    });
    expect(response.status).toBe(200);
    const sms = (await messagesTo(server, 'sms', business.cellPhone)).at(-1)!;
    expect(sms.body).toContain(`/ClientApps/application/business?continue=${business.reference}`);
  });

  test('a household cannot upload business documents', async () => {
    const response = await postJson(server.url(`${API}/residential-applications`), validApplication());
    const reference = (await readJson(response)).applicationNumber;
    const cookie = applicantCookieOf(response)!;
    expect(
      (await upload(server, cookie, reference, 'cipc', 'cipc.pdf', await tinyPdf(), 'application/pdf')).status,
    ).toBe(400);
  });

  test("signs and submits; the PDF holds the business, every director's ID and the signature; staff see the business", async () => {
    const business = await createBusiness();
    const cookie = await verified(business.reference, business.body.cellPhone as string);
    for (const type of ['id', 'cipc', 'vat', 'deedlease', 'director-1']) {
      expect(
        (await upload(server, cookie, business.reference, type, `${type}.pdf`, await tinyPdf(), 'application/pdf'))
          .status,
      ).toBe(201);
    }
    const signed = await sendJson(
      server,
      'POST',
      '/save-signature',
      {
        applicationNumber: business.reference,
        signatureType: 'typed',
        signatureData: 'Thandi Mokoena',
        acceptedTerms: true,
      },
      cookie,
    );
    expect(signed.status).toBe(200);
    const pdf = await fetch(server.url(`${API}/generate-pdf/${business.reference}`), { headers: { cookie } });
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Jacaranda Coffee Roasters',
      'Jacaranda Coffee',
      '2015/123456/07',
      '4123456789',
      '(Pty) Ltd',
      'Representative',
      englishMessage('documents.cipc'),
      englishMessage('documents.vat'),
      'ID of director or owner 2',
      'Thandi Mokoena',
    ]) {
      expect(text).toContain(expected);
    }

    const admin = adminApi(server, await loginAdmin(server));
    const detail = await admin.json(`/admin/applications/${business.reference}`);
    expect(detail).toMatchObject({
      formType: 4,
      isBusiness: true,
      status: 'pending',
      business: {
        businessName: 'Jacaranda Coffee Roasters',
        registrationNumber: '2015/123456/07',
        vatNumber: '4123456789',
      },
    });
    expect((await admin.send('POST', `/admin/applications/${business.reference}/documents/cipc/approve`)).status).toBe(
      200,
    );
    expect(
      (await admin.send('POST', `/admin/applications/${business.reference}/documents/director-1/reject`)).status,
    ).toBe(200);
    const reviewed = await admin.json(`/admin/applications/${business.reference}`);
    expect(reviewed.documentsApproved).toEqual({
      id: null,
      cipc: true,
      vat: null,
      deedlease: null,
      'director-1': false,
    });
    // Business deposits come from the rules table: a tenant pays R 5 000.00.
    const deposit = await admin.json(`/admin/applications/${business.reference}/calculate-deposit`);
    expect(JSON.stringify(deposit)).toContain('5000');
    const list = await admin.json(
      `/admin/applications?type=business&search=${encodeURIComponent('Jacaranda Coffee Roasters')}`,
    );
    expect(list.applications.map((row: { appReference: string }) => row.appReference)).toContain(business.reference);
  });
});
