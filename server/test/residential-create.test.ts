import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestConsent } from '../src/db/repositories/case-repository.js';
import { cases, customerSessions } from '../src/db/schema.js';
import {
  API,
  afrikaansMessage,
  applicantCookieOf,
  applicationRow,
  createApplication,
  englishMessage,
  getApplication,
  sendJson,
  storedRecord,
  validApplication,
  verifyCell,
} from './support/applicant.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('residential application: create, read, update, step on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(server.url(`${API}/residential-applications`), body, headers);
  const count = () => server.db.$count(cases);
  const v = (key: string) => englishMessage(`validation.${key}`);

  /** Posts a body that must be refused, and checks that nothing was stored. */
  async function refused(body: unknown, headers: Record<string, string> = {}) {
    const before = await count();
    const response = await create(body, headers);
    expect(response.status).toBe(400);
    expect(applicantCookieOf(response)).toBeNull();
    const error = (await readJson(response)).error;
    expect(error.code).toBe('validation_failed');
    expect(await count()).toBe(before);
    return error;
  }

  test('Applicants can start an application and get a reference and a session cookie', async () => {
    const body = validApplication({ cellPhone: '082 555 0123', email: 'Thandi.Mokoena@Example.co.za' });
    const response = await create(body);
    expect(response.status).toBe(201);
    const created = await readJson(response);
    expect(created.success).toBe(true);
    expect(created.applicationNumber).toMatch(/^PM-\d{4}-\d{5,6}$/);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('pm_applicant='))!;
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    const record = await storedRecord(server, created.applicationNumber, applicantCookieOf(response)!);
    expect(record).toEqual({
      applicationNumber: created.applicationNumber,
      status: 'incomplete',
      business: null,
      Title: 'Ms',
      Initials: 'T',
      FirstName: 'Thandi',
      Surname: 'Mokoena',
      IDnr: '8001015009087',
      Cellnr: '+27825550123',
      EmailAddress: 'thandi.mokoena@example.co.za',
      RefName: 'Sipho Mokoena',
      RefRelation: 'Brother',
      RefAddress: '12 Church Street, Pretoria',
      RefCellNo: '+27837654321',
      ComplexName: 'Hatfield Square Residences',
      StreetName: '1122 Burnett Street',
      UnitNr: '12',
      Suburb: 'Hatfield',
      Province: 'Gauteng',
      OccDate: '2026-02-01',
      LeaseDate: '2026-01-15',
      Owner: false,
      Postal1: null,
      Postal4: null,
      CellConfirmed: false,
      IDDocUploaded: false,
      IDDocName: null,
      DeedLeaseDocUploaded: false,
      DeedLeaseDocName: null,
      StepNo: 9,
      AppDate: null,
      documents: [],
      infoRequested: null,
    });
    const row = await applicationRow(server, created.applicationNumber);
    const consent = await latestConsent(server.db, row.id);
    expect(consent?.givenAt).toBeInstanceOf(Date);
    expect(consent?.termsVersion).toBeTruthy();
  });

  test('Applicants who leave out required fields are told about each one, and nothing is stored', async () => {
    const error = await refused({});
    expect(error.fields).toEqual({
      title: [v('titleRequired')],
      initials: [v('initialsRequired')],
      firstName: [v('firstNameRequired')],
      surname: [v('surnameRequired')],
      idNumber: [v('idNumberRequired')],
      cellPhone: [v('cellPhoneMin')],
      refName: [v('refNameRequired')],
      refCellNo: [v('refCellPhoneMin')],
      complexName: [v('complexNameRequired')],
      streetAddress: [v('streetAddressRequired')],
      unitNumber: [v('unitNumberRequired')],
      suburb: [v('suburbRequired')],
      province: [v('provinceRequired')],
      occupationDate: [v('occupationDateRequired')],
      leaseDate: [v('leaseDateRequired')],
      isOwner: [v('ownerOrTenant')],
      consent: [v('consentRequired')],
    });
    expect(error.fields.title).toEqual(['Title is required']);
    expect(error.fields.initials).toEqual(['Initials are required']);
    expect(error.fields.firstName).toEqual(['First name is required']);
    const blanks = await refused(validApplication({ firstName: '   ', initials: '' }));
    expect(blanks.fields).toEqual({ firstName: ['First name is required'], initials: ['Initials are required'] });
  });

  test('Applicants must give a valid South African ID number, or a passport number', async () => {
    const error = await refused(validApplication({ idNumber: '8001015009088' }));
    expect(Object.keys(error.fields)).toEqual(['idNumber']);
    expect(error.fields.idNumber).toEqual([v('idNumberInvalid')]);

    const passport = await create(validApplication({ idNumber: 'A12345678' }));
    expect(passport.status).toBe(201);
    const { applicationNumber } = await readJson(passport);
    expect((await storedRecord(server, applicationNumber, applicantCookieOf(passport)!)).IDnr).toBe('A12345678');
  });

  test('Applicants are told when the email, cell phone or consent is not right', async () => {
    expect((await refused(validApplication({ email: 'thandi@' }))).fields).toEqual({
      email: ['Invalid email address'],
    });
    expect((await refused(validApplication({ cellPhone: '082 123' }))).fields).toEqual({
      cellPhone: ['Cell phone must be at least 10 digits'],
    });
    // A Pretoria landline has ten digits but cannot receive an SMS.
    expect((await refused(validApplication({ cellPhone: '012 345 6789' }))).fields).toEqual({
      cellPhone: [v('mobileInvalid')],
    });
    expect((await refused(validApplication({ consent: false }))).fields).toEqual({ consent: [v('consentRequired')] });
    const { consent: _omitted, ...withoutConsent } = validApplication();
    expect(Object.keys((await refused(withoutConsent)).fields)).toEqual(['consent']);
  });

  test('Applicants cannot give a postal address longer than 55 characters', async () => {
    const error = await refused(validApplication({ postalAddress: 'P'.repeat(56), postalCode: '0083' }));
    expect(error.fields).toEqual({ postalAddress: ['Postal address can be at most 55 characters'] });
  });

  test('Applicants cannot give a date that does not exist or a unit id beyond the register', async () => {
    const error = await refused(validApplication({ occupationDate: '2026-02-30', premiseId: 99_999_999_999 }));
    expect(Object.keys(error.fields).sort()).toEqual(['occupationDate', 'premiseId']);
  });

  test('Applicants who use Afrikaans get the field messages in Afrikaans', async () => {
    const af = { 'x-language': 'af' };
    const error = await refused({}, af);
    expect(error.message).toBe(afrikaansMessage('errors.validationFailed'));
    expect(error.message).not.toBe(englishMessage('errors.validationFailed'));
    expect(error.fields.firstName).toEqual([afrikaansMessage('validation.firstNameRequired')]);
    expect(error.fields.initials).toEqual([afrikaansMessage('validation.initialsRequired')]);
    expect(error.fields.consent).toEqual([afrikaansMessage('validation.consentRequired')]);
    expect(error.fields.firstName[0]).not.toBe(englishMessage('validation.firstNameRequired'));
    const tooLong = await refused(validApplication({ surname: 'M'.repeat(101) }), af);
    expect(tooLong.fields).toEqual({ surname: [afrikaansMessage('validation.tooLong')] });
    expect(tooLong.fields.surname[0]).not.toBe(englishMessage('validation.tooLong'));
  });

  test('Anyone can check that a reference exists, but sees no personal data without its session', async () => {
    const mine = await createApplication(server, { firstName: 'Lerato', surname: 'Dlamini' });
    const other = await createApplication(server);
    for (const cookie of [undefined, other.cookie]) {
      const response = await getApplication(server, mine.reference, cookie);
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toEqual({ success: true, exists: true, applicationNumber: mine.reference });
      const text = JSON.stringify(body);
      for (const secret of ['Lerato', 'Dlamini', '8001015009087', mine.body.cellPhone.slice(-7)]) {
        expect(text).not.toContain(secret);
      }
    }
    expect((await getApplication(server, 'PM-2026-00001', mine.cookie)).status).toBe(404);
    const business = await fetch(server.url(`${API}/business-applications/${mine.reference}`));
    expect(business.status).toBe(404);
  });

  test('Applicants can update their details with their session', async () => {
    const { reference, cookie } = await createApplication(server);
    const response = await sendJson(
      server,
      'PUT',
      `/residential-applications/${reference}`,
      { firstName: 'Thandeka', suburb: 'Arcadia', isOwner: true },
      cookie,
    );
    expect(response.status).toBe(200);
    const { application } = await readJson(response);
    expect(application).toMatchObject({ FirstName: 'Thandeka', Suburb: 'Arcadia', Owner: true, Surname: 'Mokoena' });
    expect(await storedRecord(server, reference, cookie)).toMatchObject({ FirstName: 'Thandeka', Owner: true });

    const bad = await sendJson(server, 'PUT', `/residential-applications/${reference}`, { email: 'nope' }, cookie);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.fields).toEqual({ email: ['Invalid email address'] });
  });

  test('Applicants cannot update an application without its session', async () => {
    const mine = await createApplication(server);
    const other = await createApplication(server);
    const path = `/residential-applications/${mine.reference}`;
    const anonymous = await sendJson(server, 'PUT', path, { firstName: 'Mallory' });
    expect(anonymous.status).toBe(401);
    expect((await readJson(anonymous)).error.code).toBe('unauthorized');
    const foreign = await sendJson(server, 'PUT', path, { firstName: 'Mallory' }, other.cookie);
    expect(foreign.status).toBe(403);
    const body = await readJson(foreign);
    expect(body.error.code).toBe('forbidden');
    expect(body.application).toBeUndefined();
    expect((await storedRecord(server, mine.reference, mine.cookie)).FirstName).toBe('Thandi');
  });

  test('Applicants cannot change the cell phone once it is confirmed', async () => {
    const { reference, body } = await createApplication(server);
    const { cookie } = await verifyCell(server, reference);
    const path = `/residential-applications/${reference}`;
    const changed = await sendJson(server, 'PUT', path, { cellPhone: '0831119999' }, cookie);
    expect(changed.status).toBe(409);
    expect((await readJson(changed)).error.code).toBe('cell_phone_locked');
    // The same number written differently is not a change.
    const same = String(body.cellPhone).replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
    expect((await sendJson(server, 'PUT', path, { cellPhone: same, unitNumber: '14' }, cookie)).status).toBe(200);
    const record = await storedRecord(server, reference, cookie);
    expect(record.Cellnr).toBe(`+27${String(body.cellPhone).slice(1)}`);
    expect(record.UnitNr).toBe('14');
  });

  test('Applicants can save the wizard step from 8 to 12 while the application is incomplete', async () => {
    const { reference, cookie } = await createApplication(server);
    const step = (stepNumber: unknown, withCookie: string | undefined = cookie) =>
      sendJson(server, 'PUT', `/residential-applications/${reference}/step`, { stepNumber }, withCookie);
    for (const stepNumber of [8, 9, 10, 11, 12]) {
      const response = await step(stepNumber);
      expect(response.status, String(stepNumber)).toBe(200);
      expect(await readJson(response)).toEqual({ success: true });
      expect((await applicationRow(server, reference)).stepNo).toBe(stepNumber);
    }
    const early = await step(13);
    expect(early.status).toBe(409);
    expect((await readJson(early)).error.code).toBe('step_not_allowed');
    for (const stepNumber of [14, 7, 'x', 10.5]) {
      const response = await step(stepNumber);
      expect(response.status, String(stepNumber)).toBe(400);
      expect((await readJson(response)).error.code).toBe('validation_failed');
    }
    expect((await step(10, '')).status).toBe(401);
    expect((await applicationRow(server, reference)).stepNo).toBe(12);
  });

  test('Applicants without a session get 401 whatever they send', async () => {
    const { reference, cookie } = await createApplication(server);
    const path = `/residential-applications/${reference}`;
    const calls: Array<[string, string, unknown]> = [
      ['PUT', path, { email: 'not-an-email' }],
      ['PUT', `${path}/step`, { stepNumber: 99 }],
      ['POST', `${path}/complete-documents`, {}],
      ['POST', '/save-signature', { applicationNumber: reference }],
      ['POST', '/sms/send', { message: 'anything' }],
    ];
    const answers: Record<string, unknown> = {};
    for (const [method, pathname, body] of calls) {
      const response = await sendJson(server, method, pathname, body);
      answers[`${method} ${pathname}`] = `${response.status} ${(await readJson(response)).error?.code}`;
    }
    expect(answers).toEqual(Object.fromEntries(calls.map(([m, p]) => [`${m} ${p}`, '401 unauthorized'])));
    expect((await storedRecord(server, reference, cookie)).EmailAddress).toBe('thandi.mokoena@example.co.za');
  });

  test('Applicants whose session is older than 24 hours must verify their phone again', async () => {
    const { reference, cookie } = await createApplication(server);
    const row = await applicationRow(server, reference);
    await server.db
      .update(customerSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(customerSessions.caseId, row.id));
    expect(await readJson(await getApplication(server, reference, cookie))).toEqual({
      success: true,
      exists: true,
      applicationNumber: reference,
    });
    const response = await sendJson(
      server,
      'PUT',
      `/residential-applications/${reference}`,
      { unitNumber: '9' },
      cookie,
    );
    expect(response.status).toBe(401);
  });
});
