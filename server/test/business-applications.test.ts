import { formatVerificationCode } from '@protea/shared/verification-code';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applications, cases, documents, issuedDocuments } from '../src/db/schema.js';
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

/** The two further directors besides the representative. */
const TWO_DIRECTORS = [
  { fullName: 'Pieter van der Merwe', idNumber: '7503125124087' },
  { fullName: 'Nomsa Khumalo', idNumber: '8807230141087' },
];

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
    directors: TWO_DIRECTORS,
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
      directors: TWO_DIRECTORS,
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

  test('refuses a further director whose ID fails the SA ID check, a repeated ID and a tenth director, storing nothing', async () => {
    const before = await caseCount();
    const badId = await postJson(
      server.url(`${API}/business-applications`),
      validBusiness({
        directors: [TWO_DIRECTORS[0], { fullName: '', idNumber: '8807230141088' }],
      }),
    );
    expect(badId.status).toBe(400);
    expect((await readJson(badId)).error.fields).toEqual({
      'directors.1.fullName': [englishMessage('validation.directorNameRequired')],
      'directors.1.idNumber': [englishMessage('validation.idNumberInvalid')],
    });
    const repeated = await postJson(
      server.url(`${API}/business-applications`),
      validBusiness({ directors: [TWO_DIRECTORS[0], { ...TWO_DIRECTORS[0], fullName: 'Someone Else' }] }),
      { 'x-language': 'af' },
    );
    expect(repeated.status).toBe(400);
    expect((await readJson(repeated)).error.fields).toEqual({
      directors: [afrikaansMessage('validation.directorRepeated')],
    });
    const tooMany = await postJson(
      server.url(`${API}/business-applications`),
      validBusiness({
        directors: Array.from({ length: 10 }, (_, i) => ({ fullName: `Director ${i}`, idNumber: `A${1000000 + i}` })),
      }),
    );
    expect(tooMany.status).toBe(400);
    expect(Object.keys((await readJson(tooMany)).error.fields)).toEqual(['directors']);
    const notAList = await postJson(server.url(`${API}/business-applications`), validBusiness({ directors: 'two' }));
    expect(notAList.status).toBe(400);
    expect(await caseCount()).toBe(before);

    // Edit Details is held to the same check, and changes nothing when it fails.
    const { reference, cookie } = await createBusiness();
    const bad = await sendJson(
      server,
      'PUT',
      `/business-applications/${reference}`,
      { directors: [{ fullName: 'Nomsa Khumalo', idNumber: '8807230141080' }] },
      cookie,
    );
    expect(bad.status).toBe(400);
    const own = await readJson(
      await fetch(server.url(`${API}/business-applications/${reference}`), { headers: { cookie } }),
    );
    expect(own.application.business.directors).toEqual(TWO_DIRECTORS);
  });

  test("a director's ID copy is required, stays with its director when another is removed, and goes with its director", async () => {
    const business = await createBusiness();
    const cookie = await verified(business.reference, business.body.cellPhone as string);
    for (const type of ['id', 'cipc', 'vat', 'deedlease', 'director-1', 'director-2']) {
      const response = await upload(
        server,
        cookie,
        business.reference,
        type,
        `${type}.pdf`,
        await tinyPdf(),
        'application/pdf',
      );
      expect(response.status, type).toBe(201);
    }
    // Only as many director slots as directors named.
    expect(
      (await upload(server, cookie, business.reference, 'director-3', 'd.pdf', await tinyPdf(), 'application/pdf'))
        .status,
    ).toBe(400);
    const record = async () =>
      (
        await readJson(
          await fetch(server.url(`${API}/business-applications/${business.reference}`), { headers: { cookie } }),
        )
      ).application;
    const before = await record();
    const fileOf = (documents: { type: string; fileName: string }[], type: string) =>
      documents.find((d) => d.type === type)?.fileName;
    const nomsaFile = fileOf(before.documents, 'director-2')!;
    const pieterFile = fileOf(before.documents, 'director-1')!;

    // The first further director leaves: Nomsa moves up, with her ID copy; Pieter's copy is removed.
    const removed = await sendJson(
      server,
      'PUT',
      `/business-applications/${business.reference}`,
      { directors: [TWO_DIRECTORS[1]] },
      cookie,
    );
    expect(removed.status).toBe(200);
    const after = await record();
    expect(after.business.directors).toEqual([TWO_DIRECTORS[1]]);
    expect(fileOf(after.documents, 'director-1')).toBe(nomsaFile);
    expect(fileOf(after.documents, 'director-2')).toBeUndefined();
    expect(after.documents.some((d: { fileName: string }) => d.fileName === pieterFile)).toBe(false);
    expect((await fetch(server.url(`${API}/documents/${pieterFile}`), { headers: { cookie } })).status).toBe(404);

    // A new director needs an ID copy before the documents are complete.
    const added = await sendJson(
      server,
      'PUT',
      `/business-applications/${business.reference}`,
      { directors: [TWO_DIRECTORS[1], { fullName: 'Lerato Molefe', idNumber: '6904055801085' }] },
      cookie,
    );
    expect(added.status).toBe(200);
    const missing = await sendJson(
      server,
      'POST',
      `/business-applications/${business.reference}/complete-documents`,
      { postalAddress: 'PO Box 12', postalCode: '0157' },
      cookie,
    );
    expect(missing.status).toBe(409);
    expect((await readJson(missing)).error).toMatchObject({ code: 'missing_documents', missing: ['director-2'] });

    // Correcting a director's ID number keeps their copy (same name, same place).
    const corrected = await sendJson(
      server,
      'PUT',
      `/business-applications/${business.reference}`,
      {
        directors: [
          { fullName: 'Nomsa Khumalo', idNumber: '9201010123086' },
          { fullName: 'Lerato Molefe', idNumber: '6904055801085' },
        ],
      },
      cookie,
    );
    expect(corrected.status).toBe(200);
    expect(fileOf((await record()).documents, 'director-1')).toBe(nomsaFile);
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
      directors: [],
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
    expect(sms.body).toContain(`/ClientApps/track?ref=${business.reference}`);
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
    for (const type of ['id', 'cipc', 'vat', 'deedlease', 'director-1', 'director-2']) {
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
    // The copy is checkable as a business application, and its evidence page lists every document.
    const [copy] = await server.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.reference, business.reference));
    expect(copy).toMatchObject({ kind: 'business_application', statusAtIssue: 'pending', issuedTo: 'customer' });
    expect(text).toContain(formatVerificationCode(copy!.code));
    const checked = await fetch(server.url(`${API}/verify/${copy!.code}`));
    expect(await readJson(checked)).toMatchObject({ valid: true, kind: 'business_application', sha256: copy!.sha256 });
    expect(text).toContain('Evidence of Signing');
    for (const document of await server.db.select().from(documents).where(eq(documents.caseId, copy!.caseId))) {
      expect(text).toContain(document.sha256!);
    }
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
      'ID of director or owner 3',
      'Director or owner 2',
      'Pieter van der Merwe, ID 7503125124087',
      'Nomsa Khumalo, ID 8807230141087',
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
        directors: TWO_DIRECTORS,
      },
    });
    expect((await admin.send('POST', `/admin/applications/${business.reference}/documents/cipc/approve`)).status).toBe(
      200,
    );
    expect(
      (
        await admin.send('POST', `/admin/applications/${business.reference}/documents/director-1/reject`, {
          reason: 'name-mismatch',
        })
      ).status,
    ).toBe(200);
    const reviewed = await admin.json(`/admin/applications/${business.reference}`);
    expect(reviewed.documentsApproved).toEqual({
      id: null,
      cipc: true,
      vat: null,
      deedlease: null,
      'director-1': false,
      'director-2': null,
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
