import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, caseEvents, cases, notifications, terminations } from '../src/db/schema.js';
import { loginAdmin } from './support/admin.js';
import {
  afrikaansMessage,
  englishMessage,
  readLatestCode,
  readOutbox,
  tinyPdf,
  tinyPng,
  trackLine,
  uniqueCellPhone,
  wrongCode,
} from './support/applicant.js';
import { readPdf } from './support/read-pdf.js';
import {
  businessDetails,
  call,
  daysFromToday,
  e164,
  insertTermination,
  markNeedsInfo,
  personalDetails,
  propertyInfo,
  readDraft,
  readyTermination,
  saveDraft,
  startDraft,
  submission,
  submitTermination,
  terminationCookieOf,
  terminationRow,
  uniqueAccountNumber,
  uploadTerminationFile,
  verifyDraftCell,
} from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** The demo register's example account (server/src/db/seed/demo-accounts.ts). */
const EXAMPLE = { accountNumber: '00005555', idNumber: '8001015009087', complex: 'Waterkloof Heights', unit: '1' };

describe.each(DATABASES)('service termination by a customer on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const terminationCount = async () => (await server.db.select({ n: count() }).from(terminations))[0]!.n;
  const storedPath = (name: string) => path.join(server.config.dataDir, 'uploads', name);

  describe('the draft', () => {
    test('is created only with POPIA consent, and binds the browser to it with its own httpOnly cookie', async () => {
      const before = await terminationCount();
      const refused = await saveDraft(server, { personalDetails: personalDetails() });
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).error.fields).toHaveProperty('consent');
      expect(await terminationCount()).toBe(before);

      const response = await saveDraft(server, {
        consent: true,
        personalDetails: personalDetails({ proteaAccountNumber: '00012345' }),
      });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toEqual({ success: true, terminationId: expect.stringMatching(/^TM-\d{4}-\d{5,6}$/) });
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('pm_termination='))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);

      const draft = await readDraft(server, terminationCookieOf(response)!, 'residential');
      expect(draft).toMatchObject({
        terminationId: body.terminationId,
        kind: 'residential',
        status: 'incomplete',
        step: 'personal-details',
        accountNo: '00012345',
        cellVerified: false,
        propertyInfo: null,
        documents: [],
      });
      expect(draft.personalDetails.proteaAccountNumber).toBe('00012345');
      expect(draft.personalDetails.cellPhone).toMatch(/^\+27\d{9}$/);
      const row = await terminationRow(server, body.terminationId);
      expect(row).toMatchObject({ kind: 'residential_termination', formType: 2, displayName: 'Thandi Mokoena' });
    });

    test('reads back as 404 without a session or for the other kind', async () => {
      expect((await call(server, 'GET', '/terminations/draft')).status).toBe(404);
      const { cookie } = await startDraft(server);
      const other = await call(server, 'GET', '/terminations/draft?kind=business', undefined, cookie);
      expect(other.status).toBe(404);
      expect((await readJson(other)).error.code).toBe('termination_not_found');
    });

    test("refuses bad personal details field by field, in the customer's language, and saves nothing", async () => {
      const { cookie, terminationId, personal } = await startDraft(server);
      const response = await saveDraft(
        server,
        {
          personalDetails: {
            ...personal,
            title: 'king',
            initials: 'ABCDEFGHIJK',
            proteaAccountNumber: 'ABC',
            idNumber: '8001015009088',
            cellPhone: '0821',
            email: 'not-an-email',
            refCellNo: '',
          },
        },
        cookie,
        { 'x-language': 'af' },
      );
      expect(response.status).toBe(400);
      const { error } = await readJson(response);
      expect(error.fields).toEqual({
        'personalDetails.title': [afrikaansMessage('validation.titleRequired')],
        'personalDetails.initials': [afrikaansMessage('validation.initialsTooLong')],
        'personalDetails.proteaAccountNumber': [afrikaansMessage('validation.accountNumberInvalid')],
        'personalDetails.idNumber': [afrikaansMessage('validation.idNumberInvalid')],
        'personalDetails.cellPhone': [afrikaansMessage('validation.cellPhoneMinCharacters')],
        'personalDetails.email': [afrikaansMessage('validation.emailValid')],
        'personalDetails.refCellNo': [afrikaansMessage('validation.refCellPhoneMinCharacters')],
      });
      expect((await terminationRow(server, terminationId)).firstName).toBe('Thandi');
    });

    test('refuses a disconnection date in the past, one that does not exist, and an unknown province', async () => {
      const { cookie, terminationId } = await startDraft(server);
      const errorsOf = async (overrides: Record<string, unknown>) => {
        const response = await saveDraft(server, { propertyInfo: propertyInfo(overrides) }, cookie);
        expect(response.status).toBe(400);
        return (await readJson(response)).error.fields;
      };
      expect(await errorsOf({ disconnectionDate: daysFromToday(-1) })).toEqual({
        'propertyInfo.disconnectionDate': [englishMessage('validation.disconnectionDatePast')],
      });
      expect(await errorsOf({ disconnectionDate: '2027-02-30' })).toEqual({
        'propertyInfo.disconnectionDate': [englishMessage('validation.disconnectionDateRequired')],
      });
      expect(await errorsOf({ disconnectionDate: daysFromToday(400) })).toEqual({
        'propertyInfo.disconnectionDate': [englishMessage('validation.disconnectionDateTooFar')],
      });
      expect(await errorsOf({ province: 'Gauteng' })).toEqual({
        'propertyInfo.province': [englishMessage('validation.provinceRequired')],
      });
      expect(await errorsOf({ isOwner: undefined })).toEqual({
        'propertyInfo.isOwner': [englishMessage('validation.ownerOrTenantSelect')],
      });
      expect((await terminationRow(server, terminationId)).disconnectionDate).toBeNull();
    });

    test('keeps each step, so a reload opens where the customer was', async () => {
      const { cookie } = await startDraft(server);
      await verifyDraftCell(server, cookie);
      expect((await readDraft(server, cookie)).step).toBe('property-info');
      await saveDraft(server, { propertyInfo: propertyInfo({ ownerEmail: '' }) }, cookie);
      const draft = await readDraft(server, cookie);
      expect(draft.step).toBe('document-upload');
      expect(draft.propertyInfo).toMatchObject({ province: 'gauteng', isOwner: false });
      expect(draft.propertyInfo).not.toHaveProperty('ownerEmail', '');
      const partial = await saveDraft(
        server,
        { depositDeclaration: { bank: 'Nedbank', branchCode: '198765' } },
        cookie,
      );
      expect(partial.status).toBe(200);
      expect((await readDraft(server, cookie)).depositDeclaration).toEqual({ bank: 'Nedbank', branchCode: '198765' });
    });
  });

  describe('the cell number', () => {
    test("is verified with a one-time code sent to the draft's number; a wrong code is refused", async () => {
      const phone = uniqueCellPhone();
      const { cookie } = await startDraft(server, 'residential', { cellPhone: phone });
      const sent = await call(
        server,
        'POST',
        '/sms/send-verification',
        { phoneNumber: '0820000000', terminationId: 'TEMP' },
        cookie,
      );
      expect(sent.status).toBe(200);
      expect(await readJson(sent)).toMatchObject({ success: true, maskedPhone: `*** *** ${phone.slice(-4)}` });
      const code = readLatestCode(server, `+27${phone.slice(1)}`);
      const wrong = await call(server, 'PUT', '/terminations/draft/confirm-cell', { code: wrongCode(code) }, cookie);
      expect(wrong.status).toBe(400);
      expect((await readJson(wrong)).error.code).toBe('invalid_code');
      const right = await call(server, 'PUT', '/terminations/draft/confirm-cell', { code }, cookie);
      expect(right.status).toBe(200);
      expect((await readJson(right)).termination.cellVerified).toBe(true);
    });

    test('must be verified again once it is changed', async () => {
      const { cookie, personal } = await startDraft(server);
      await verifyDraftCell(server, cookie);
      await saveDraft(server, { personalDetails: { ...personal, email: 'new@example.co.za' } }, cookie);
      expect((await readDraft(server, cookie)).cellVerified).toBe(true);
      await saveDraft(server, { personalDetails: { ...personal, cellPhone: uniqueCellPhone() } }, cookie);
      expect((await readDraft(server, cookie)).cellVerified).toBe(false);
    });

    test("once verified, tells of the account's open termination, and of none before the code or without one", async () => {
      const accountNumber = uniqueAccountNumber();
      const first = await readyTermination(server, 'residential', { personal: { proteaAccountNumber: accountNumber } });
      expect((await submitTermination(server, 'residential', submission(first.personal), first.cookie)).status).toBe(
        201,
      );

      const phone = uniqueCellPhone();
      const { cookie } = await startDraft(server, 'residential', {
        proteaAccountNumber: accountNumber,
        cellPhone: phone,
      });
      expect((await call(server, 'POST', '/sms/send-verification', { terminationId: 'TEMP' }, cookie)).status).toBe(
        200,
      );
      const code = readLatestCode(server, `+27${phone.slice(1)}`);
      // Before the code the person is unknown: nothing is said about the account.
      const wrong = await readJson(
        await call(server, 'PUT', '/terminations/draft/confirm-cell', { code: wrongCode(code) }, cookie),
      );
      expect(wrong).not.toHaveProperty('openTermination');
      expect(JSON.stringify(wrong)).not.toContain(first.terminationId);
      expect(JSON.stringify(await readDraft(server, cookie))).not.toContain(first.terminationId);

      const right = await call(server, 'PUT', '/terminations/draft/confirm-cell', { code }, cookie);
      expect(right.status).toBe(200);
      const body = await readJson(right);
      expect(body.termination.cellVerified).toBe(true);
      expect(body.openTermination).toEqual({ reference: first.terminationId, status: 'pending' });

      // An account with nothing open, and one whose request was cancelled, hear null.
      const openAfterCode = async (draft: Awaited<ReturnType<typeof startDraft>>) => {
        await call(server, 'POST', '/sms/send-verification', { terminationId: 'TEMP' }, draft.cookie);
        const confirmed = await call(
          server,
          'PUT',
          '/terminations/draft/confirm-cell',
          { code: readLatestCode(server, e164(draft.personal.cellPhone)) },
          draft.cookie,
        );
        expect(confirmed.status).toBe(200);
        return (await readJson(confirmed)).openTermination;
      };
      expect(await openAfterCode(await startDraft(server, 'residential'))).toBeNull();
      expect(
        (await call(server, 'POST', `/terminations/${accountNumber}/cancel`, undefined, first.cookie)).status,
      ).toBe(200);
      expect(
        await openAfterCode(await startDraft(server, 'residential', { proteaAccountNumber: accountNumber })),
      ).toBeNull();
    });

    test('a code for TEMP needs the session', async () => {
      const response = await call(server, 'POST', '/sms/send-verification', { terminationId: 'TEMP' });
      expect(response.status).toBe(401);
    });
  });

  describe("the register's address", () => {
    const registerAddress = (cookie?: string) =>
      call(server, 'GET', '/terminations/draft/register-address', undefined, cookie);
    const WATERKLOOF_HEIGHTS_1 = {
      complexName: EXAMPLE.complex,
      unitNumber: EXAMPLE.unit,
      streetNumber: '112',
      streetName: 'Albert Street',
      suburb: 'Waterkloof',
      province: 'gauteng',
    };

    test('fills the property step for the verified holder whose account number and ID number match', async () => {
      const { cookie } = await startDraft(server, 'residential', {
        proteaAccountNumber: EXAMPLE.accountNumber,
        idNumber: EXAMPLE.idNumber,
      });
      // Before the code the person is unknown: nothing.
      const unverified = await registerAddress(cookie);
      expect(unverified.status).toBe(200);
      expect(await readJson(unverified)).toEqual({ success: true, address: null });

      await verifyDraftCell(server, cookie);
      const response = await registerAddress(cookie);
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ success: true, address: WATERKLOOF_HEIGHTS_1 });
    });

    test("reveals nothing when the ID number is not the holder's, the account is unknown, or there is no session", async () => {
      const stranger = await startDraft(server, 'residential', {
        proteaAccountNumber: EXAMPLE.accountNumber,
        idNumber: '9202204720083',
      });
      await verifyDraftCell(server, stranger.cookie);
      const refused = await registerAddress(stranger.cookie);
      expect(refused.status).toBe(200);
      const body = await readJson(refused);
      expect(body).toEqual({ success: true, address: null });
      expect(JSON.stringify(body)).not.toContain('Waterkloof');

      const unknown = await startDraft(server, 'residential', { idNumber: EXAMPLE.idNumber });
      await verifyDraftCell(server, unknown.cookie);
      expect(await readJson(await registerAddress(unknown.cookie))).toEqual({ success: true, address: null });

      const anonymous = await registerAddress();
      expect(anonymous.status).toBe(401);
      expect(JSON.stringify(await readJson(anonymous))).not.toContain('Waterkloof');
    });

    test('is counted against the per-address lookup limit', async () => {
      const limited = await startTestServer(kind, { LOOKUP_LIMIT_PER_MINUTE: '3' });
      try {
        const { cookie } = await startDraft(limited);
        const statuses = [];
        for (let index = 0; index < 4; index++) {
          statuses.push((await call(limited, 'GET', '/terminations/draft/register-address', undefined, cookie)).status);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('documents', () => {
    test("take JPG, PNG and PDF only, with the spec's message; a second file of a type replaces the first", async () => {
      const { cookie } = await startDraft(server);
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const refused = await uploadTerminationFile(server, cookie, 'id', 'id.gif', gif, 'image/gif');
      expect(refused.status).toBe(415);
      expect((await readJson(refused)).error).toMatchObject({
        code: 'termination_file_type',
        message: 'Only JPG, PNG and PDF files are allowed.',
      });
      const disguised = await uploadTerminationFile(server, cookie, 'id', 'id.pdf', await tinyPng(), 'application/pdf');
      expect(disguised.status).toBe(415);

      const first = await readJson(
        await uploadTerminationFile(server, cookie, 'id', 'id.png', await tinyPng(), 'image/png'),
      );
      expect(first).toMatchObject({ success: true, originalName: 'id.png', type: 'id' });
      expect(existsSync(storedPath(first.path))).toBe(true);
      const second = await readJson(
        await uploadTerminationFile(server, cookie, 'id', 'id-2.pdf', await tinyPdf(), 'application/pdf'),
      );
      expect(existsSync(storedPath(first.path))).toBe(false);
      const documents = (await readDraft(server, cookie)).documents;
      expect(documents).toEqual([
        expect.objectContaining({
          type: 'id',
          fileName: second.path,
          originalName: 'id-2.pdf',
          size: expect.stringMatching(/^\d+\.\d$/),
        }),
      ]);
    });

    test('the meter photo keeps its capture time for staff while the metadata is stripped from the file', async () => {
      const { cookie, terminationId } = await startDraft(server);
      const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#456' } })
        .jpeg()
        .withExif({ IFD0: { Artist: 'Thandi Mokoena' }, IFD2: { DateTimeOriginal: '2026:11:20 09:15:00' } })
        .toBuffer();
      const pdfRefused = await uploadTerminationFile(
        server,
        cookie,
        'meter',
        'meter.pdf',
        await tinyPdf(),
        'application/pdf',
      );
      expect(pdfRefused.status).toBe(415);
      expect((await readJson(pdfRefused)).error.code).toBe('meter_photo_type');

      const response = await uploadTerminationFile(server, cookie, 'meter', 'meter.jpg', photo, 'image/jpeg');
      expect(response.status).toBe(201);
      const body = await readJson(response);
      // EXIF keeps local time; without an offset it is South African time (UTC+2).
      expect(body.capturedAt).toBe('2026-11-20T07:15:00.000Z');
      expect((await terminationRow(server, terminationId)).meterPhotoTakenAt?.toISOString()).toBe(
        '2026-11-20T07:15:00.000Z',
      );
      const stored = await sharp(storedPath(body.path)).metadata();
      expect(stored.exif).toBeUndefined();
      expect((await readDraft(server, cookie)).documents[0]).toMatchObject({
        type: 'meter',
        capturedAt: '2026-11-20T07:15:00.000Z',
      });

      const removed = await call(
        server,
        'DELETE',
        `/delete-termination-document/${body.path}?terminationId=TEMP&docType=meter`,
        undefined,
        cookie,
      );
      expect(removed.status).toBe(200);
      expect(existsSync(storedPath(body.path))).toBe(false);
      expect((await terminationRow(server, terminationId)).meterPhotoTakenAt).toBeNull();
    });

    test('belong to their session: nobody else uploads, removes, reads or downloads them', async () => {
      const owner = await readyTermination(server);
      const stranger = await startDraft(server);
      const [idDoc] = (await readDraft(server, owner.cookie)).documents;
      expect(
        (await uploadTerminationFile(server, undefined, 'id', 'id.png', await tinyPng(), 'image/png')).status,
      ).toBe(401);
      expect(
        (
          await uploadTerminationFile(
            server,
            stranger.cookie,
            'id',
            'id.png',
            await tinyPng(),
            'image/png',
            owner.terminationId,
          )
        ).status,
      ).toBe(403);
      const removal = await call(
        server,
        'DELETE',
        `/delete-termination-document/${idDoc.fileName}?terminationId=TEMP&docType=id`,
        undefined,
        stranger.cookie,
      );
      expect(removal.status).toBe(404);
      expect(
        (await call(server, 'GET', `/termination-documents/${idDoc.fileName}`, undefined, stranger.cookie)).status,
      ).toBe(403);
      expect((await call(server, 'GET', `/termination-documents/${idDoc.fileName}`)).status).toBe(401);
      const own = await call(server, 'GET', `/termination-documents/${idDoc.fileName}`, undefined, owner.cookie);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/png');
      const admin = await call(
        server,
        'GET',
        `/termination-documents/${idDoc.fileName}`,
        undefined,
        await loginAdmin(server),
      );
      expect(admin.status).toBe(200);
    });
  });

  describe('submission', () => {
    test('is refused until the cell number is verified, and nothing is submitted', async () => {
      const { cookie, terminationId, personal } = await startDraft(server);
      await uploadTerminationFile(server, cookie, 'id', 'id.png', await tinyPng(), 'image/png');
      await uploadTerminationFile(server, cookie, 'bank', 'bank.pdf', await tinyPdf(), 'application/pdf');
      const response = await submitTermination(server, 'residential', submission(personal), cookie);
      expect(response.status).toBe(409);
      expect((await readJson(response)).error.code).toBe('not_submittable');
      const row = await terminationRow(server, terminationId);
      expect(row.status).toBe('incomplete');
      expect(row.disconnectionDate).toBeNull();
    });

    test('is refused when the cell number sent is not the verified one', async () => {
      const { cookie, terminationId, personal } = await readyTermination(server);
      const response = await submitTermination(
        server,
        'residential',
        submission({ ...personal, cellPhone: uniqueCellPhone() }),
        cookie,
      );
      expect(response.status).toBe(409);
      expect((await terminationRow(server, terminationId)).status).toBe('incomplete');
    });

    test('is refused with the bank letter missing, naming it', async () => {
      const { cookie, terminationId, personal } = await startDraft(server);
      await verifyDraftCell(server, cookie);
      await uploadTerminationFile(server, cookie, 'id', 'id.png', await tinyPng(), 'image/png');
      const response = await submitTermination(server, 'residential', submission(personal), cookie);
      expect(response.status).toBe(409);
      const { error } = await readJson(response);
      expect(error).toMatchObject({ code: 'missing_documents', missing: ['bank'] });
      expect(error.message).toContain(englishMessage('documents.bank'));
      expect((await terminationRow(server, terminationId)).status).toBe('incomplete');
    });

    test("is refused for a bad SA ID, a past date, a bank account that cannot be that bank's, no declaration, no signature or a typed one not the customer's name", async () => {
      const { cookie, terminationId, personal } = await readyTermination(server);
      const fieldsOf = async (body: unknown) => {
        const response = await submitTermination(server, 'residential', body, cookie);
        expect(response.status).toBe(400);
        return Object.keys((await readJson(response)).error.fields);
      };
      expect(await fieldsOf(submission({ ...personal, idNumber: '8001015009088' }))).toEqual([
        'personalDetails.idNumber',
      ]);
      expect(await fieldsOf(submission(personal, { propertyInfo: { disconnectionDate: daysFromToday(-3) } }))).toEqual([
        'propertyInfo.disconnectionDate',
      ]);
      expect(
        await fieldsOf(
          submission(personal, { depositDeclaration: { bank: 'Capitec Bank', accountNumber: '123456789012' } }),
        ),
      ).toEqual(['depositDeclaration.accountNumber']);
      expect(await fieldsOf(submission(personal, { depositDeclaration: { bank: 'Bank of Nowhere' } }))).toEqual([
        'depositDeclaration.bank',
      ]);
      const unticked = submission(personal);
      unticked.depositDeclaration.declarationAccepted = false as true;
      expect(await fieldsOf(unticked)).toEqual(['depositDeclaration.declarationAccepted']);
      const unsigned = submission(personal);
      unsigned.depositDeclaration.signature = '  ';
      expect(await fieldsOf(unsigned)).toEqual(['depositDeclaration.signature']);
      const notTheirName = submission(personal);
      notTheirName.depositDeclaration.signature = 'J';
      const refused = await submitTermination(server, 'residential', notTheirName, cookie);
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).error.fields).toEqual({
        'depositDeclaration.signature': [englishMessage('validation.signatureNotSignersName')],
      });
      notTheirName.depositDeclaration.signature = 'Lerato Khumalo';
      expect(await fieldsOf(notTheirName)).toEqual(['depositDeclaration.signature']);
      const badDrawing = submission(personal, { signatureType: 'drawn' });
      badDrawing.depositDeclaration.signature = 'data:image/jpeg;base64,AAAA';
      expect(await fieldsOf(badDrawing)).toEqual(['depositDeclaration.signature']);
      expect((await terminationRow(server, terminationId)).status).toBe('incomplete');
    });

    test("submits, records the register check for staff, and confirms by SMS and email in the customer's language", async () => {
      const { cookie, terminationId, personal } = await readyTermination(server, 'residential', {
        personal: { proteaAccountNumber: EXAMPLE.accountNumber, idNumber: EXAMPLE.idNumber },
        property: { complexName: 'waterkloof heights', unitNumber: 'Unit 01', disconnectionDate: daysFromToday(10) },
      });
      const body = submission(personal, {
        propertyInfo: {
          complexName: 'waterkloof heights',
          unitNumber: 'Unit 01',
          disconnectionDate: daysFromToday(10),
        },
        depositDeclaration: { finalMeterReading: '012345,6' },
      });
      const response = await submitTermination(server, 'residential', { ...body, language: 'af' }, cookie, {
        'x-language': 'af',
      });
      expect(response.status).toBe(201);
      expect(await readJson(response)).toEqual({
        success: true,
        message: afrikaansMessage('messages.terminationSubmittedResidential'),
        data: { accountNo: EXAMPLE.accountNumber, terminationId },
      });
      const row = await terminationRow(server, terminationId);
      expect(row).toMatchObject({
        status: 'pending',
        language: 'af',
        accountFound: true,
        idMatches: true,
        premiseMatches: true,
        depositHeldCents: 200_000,
        noticeDays: 10,
        lateNotice: true,
        penaltyMayApply: false,
        refundDueDate: daysFromToday(31),
        finalMeterReading: '012345.6',
        bankName: 'Capitec Bank',
        bankAccountNumber: '1234567890',
        signatureType: 'typed',
        signatureText: 'Thandi Mokoena',
      });
      expect(row.submittedAt).not.toBeNull();
      expect(row.declarationAcceptedAt).not.toBeNull();
      const draft = await readDraft(server, cookie);
      expect(draft).toMatchObject({ status: 'pending', step: 'confirmation' });
      // What the register holds is for staff only.
      expect(JSON.stringify(draft)).not.toMatch(/accountFound|idMatches|depositHeld|200000/);

      const sms = (await readOutbox(server, 'sms')).filter((m) => m.kind === 'submission-confirmation').at(-1)!;
      expect(sms.to).toBe(personal.cellPhone.replace(/^0/, '+27'));
      expect(sms.body).toBe(
        afrikaansMessage('messages.terminationSubmittedSms')
          .replace('{{accountNo}}', EXAMPLE.accountNumber)
          .replace('{{date}}', daysFromToday(10))
          .replace('{{reference}}', terminationId) + trackLine(server, 'af', terminationId),
      );
      // Not the holder's number on file: the holder on record is asked on their own number, by the account number
      // (issue 39; holder-answer.test.ts has the rest).
      const alert = (await readOutbox(server, 'sms')).filter(
        (m) => m.kind === 'holder-alert' && m.body.includes(`track?ref=${EXAMPLE.accountNumber}`),
      );
      expect(alert).toEqual([expect.objectContaining({ to: '+27821234567' })]);
      expect(row).toMatchObject({ holderMatches: false, holderAnswer: 'awaiting' });
      const email = (await readOutbox(server, 'email')).filter((m) => m.to === personal.email).at(-1)!;
      expect(email.subject).toBe(
        afrikaansMessage('messages.terminationSubmittedEmailSubject').replace('{{accountNo}}', EXAMPLE.accountNumber),
      );
    });

    test('flags a notice under 7 days as penalty may apply, and records an unknown account as not found', async () => {
      const { cookie, terminationId, personal } = await readyTermination(server, 'residential', {
        property: { disconnectionDate: daysFromToday(3) },
      });
      const response = await submitTermination(
        server,
        'residential',
        submission(personal, { propertyInfo: { disconnectionDate: daysFromToday(3) } }),
        cookie,
      );
      expect(response.status).toBe(201);
      expect(await terminationRow(server, terminationId)).toMatchObject({
        accountFound: false,
        idMatches: null,
        premiseMatches: null,
        depositHeldCents: null,
        noticeDays: 3,
        lateNotice: true,
        penaltyMayApply: true,
      });
    });

    test('records an ID number or premise that does not match the holder', async () => {
      const [account] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, '00010027'));
      // The holder's own number; with another ID number than the holder's, the holder is still asked, on that number.
      const { cookie, terminationId, personal } = await readyTermination(server, 'residential', {
        personal: { proteaAccountNumber: account!.accountNumber, cellPhone: `0${account!.cellPhone!.slice(3)}` },
      });
      expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
      const alerts = (await readOutbox(server, 'sms')).filter(
        (m) => m.kind === 'holder-alert' && m.body.includes(`track?ref=${account!.accountNumber}`),
      );
      const isHolder = account!.holderIdNumber === '8001015009087';
      expect(alerts).toEqual(isHolder ? [] : [expect.objectContaining({ to: account!.cellPhone })]);
      expect(await terminationRow(server, terminationId)).toMatchObject({
        holderMatches: isHolder,
        holderAnswer: isHolder ? 'not_needed' : 'awaiting',
      });
      expect(await terminationRow(server, terminationId)).toMatchObject({
        accountFound: true,
        registerAccountId: account!.id,
        idMatches: account!.holderIdNumber === '8001015009087',
        premiseMatches: false,
        depositHeldCents: account!.depositCents,
        lateNotice: false,
      });
    });

    test('takes a house as the new address: no complex or unit, with its city, stored, read back and printed', async () => {
      const { cookie, terminationId, personal } = await readyTermination(server);
      // A complex saved on the draft earlier is none once the submission leaves it out.
      expect(
        (await saveDraft(server, { depositDeclaration: { newComplexName: 'Irene Glen', newUnitNumber: '4' } }, cookie))
          .status,
      ).toBe(200);
      const house = {
        newComplexName: undefined,
        newUnitNumber: '',
        newStreetNumber: '14',
        newStreetName: 'Jacaranda Avenue',
        newSuburb: 'Lynnwood',
        newCity: 'Pretoria',
      };
      const response = await submitTermination(
        server,
        'residential',
        submission(personal, { depositDeclaration: house }),
        cookie,
      );
      expect(response.status).toBe(201);
      expect(await terminationRow(server, terminationId)).toMatchObject({
        status: 'pending',
        newComplexName: null,
        newUnitNumber: null,
        newStreetNumber: '14',
        newStreetName: 'Jacaranda Avenue',
        newSuburb: 'Lynnwood',
        newCity: 'Pretoria',
        newProvince: 'gauteng',
      });
      const { depositDeclaration } = await readDraft(server, cookie);
      expect(depositDeclaration).toMatchObject({ newStreetName: 'Jacaranda Avenue', newCity: 'Pretoria' });
      expect(depositDeclaration).not.toHaveProperty('newComplexName');
      expect(depositDeclaration).not.toHaveProperty('newUnitNumber');

      const pdf = await call(server, 'GET', `/terminations/${personal.proteaAccountNumber}/pdf`, undefined, cookie);
      expect(pdf.status).toBe(200);
      const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain('14 Jacaranda Avenue, Lynnwood, Pretoria, Gauteng');
      expect(text).not.toContain('Irene Glen');
    });

    test('refuses a new address without a city or a street, field by field, and changes nothing', async () => {
      const { cookie, terminationId, personal } = await readyTermination(server);
      const response = await submitTermination(
        server,
        'residential',
        submission(personal, { depositDeclaration: { newCity: '  ', newStreetName: undefined } }),
        cookie,
      );
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.fields).toEqual({
        'depositDeclaration.newStreetName': [englishMessage('validation.streetNameRequired')],
        'depositDeclaration.newCity': [englishMessage('validation.cityRequired')],
      });
      // The draft's own save of the section refuses an empty city the same way.
      const saved = await saveDraft(server, { depositDeclaration: { newCity: '' } }, cookie);
      expect(saved.status).toBe(400);
      expect(Object.keys((await readJson(saved)).error.fields)).toEqual(['depositDeclaration.newCity']);
      expect(await terminationRow(server, terminationId)).toMatchObject({
        status: 'incomplete',
        submittedAt: null,
        newStreetName: null,
        newCity: null,
      });
    });

    test('a second open request for the same account is a 409, even when both arrive at once', async () => {
      const accountNumber = uniqueAccountNumber();
      const drafts = await Promise.all(
        Array.from({ length: 6 }, () =>
          readyTermination(server, 'residential', { personal: { proteaAccountNumber: accountNumber } }),
        ),
      );
      const responses = await Promise.all(
        drafts.map((draft) => submitTermination(server, 'residential', submission(draft.personal), draft.cookie)),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const refused = await readJson(responses.find((r) => r.status === 409)!);
      expect(refused.error).toMatchObject({
        code: 'termination_already_open',
        message: englishMessage('errors.terminationAlreadyOpen'),
      });
      const pending = await server.db
        .select({ n: count() })
        .from(terminations)
        .innerJoin(cases, eq(cases.id, terminations.id))
        .where(eq(terminations.accountNumber, accountNumber));
      expect(pending[0]!.n).toBe(6);
      const statusesStored = await Promise.all(
        drafts.map(async (d) => (await terminationRow(server, d.terminationId)).status),
      );
      expect(statusesStored.filter((s) => s === 'pending')).toHaveLength(1);
    });

    test('the same submission sent many times at once submits once', async () => {
      const { cookie, terminationId, personal } = await readyTermination(server);
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => submitTermination(server, 'residential', submission(personal), cookie)),
      );
      expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(7);
      const row = await terminationRow(server, terminationId);
      expect(row.status).toBe('pending');
      const statusEvents = await server.db
        .select()
        .from(caseEvents)
        .where(and(eq(caseEvents.caseId, row.id), eq(caseEvents.kind, 'status')));
      expect(statusEvents).toHaveLength(1);
      const confirmations = await server.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.caseId, row.id), eq(notifications.purpose, 'submission-confirmation')));
      expect(confirmations).toHaveLength(2);
    });

    test('a drawn signature is stored as an image and printed in the PDF', async () => {
      const { cookie, personal } = await readyTermination(server);
      const jpeg = await sharp({ create: { width: 250, height: 80, channels: 3, background: '#fff' } })
        .jpeg({ quality: 80 })
        .toBuffer();
      const body = submission(personal, { signatureType: 'drawn' });
      body.depositDeclaration.signature = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      expect((await submitTermination(server, 'residential', body, cookie)).status).toBe(201);
      const pdf = await call(server, 'GET', `/terminations/${personal.proteaAccountNumber}/pdf`, undefined, cookie);
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.toString('latin1').includes('/Subtype /Image')).toBe(true);
      expect((await readPdf(new Uint8Array(bytes))).text).not.toContain('typed signature');
    });
  });

  describe('the PDF', () => {
    test('holds every field, the documents, the signature, the evidence and the refund due date; only for its session or an admin', async () => {
      const { cookie, personal, terminationId } = await readyTermination(server);
      expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
      const response = await call(
        server,
        'GET',
        `/terminations/${personal.proteaAccountNumber}/pdf`,
        undefined,
        cookie,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(`Termination_${personal.proteaAccountNumber}.pdf`);
      const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
      const row = await terminationRow(server, terminationId);
      for (const expected of [
        'Service Termination Request',
        personal.proteaAccountNumber,
        terminationId,
        'Residential Termination',
        'Thandi',
        'Mokoena',
        '8001015009087',
        'Sipho Mokoena',
        'Waterkloof Heights',
        'Albert Street',
        row.disconnectionDate!,
        'Johan Botha',
        'Capitec Bank',
        '1234567890',
        '470010',
        'Savings',
        row.refundDueDate!,
        'Irene Glen',
        'Centurion',
        'Copy of ID',
        englishMessage('documents.bank'),
        'bank-letter.pdf',
        'Evidence of Signing',
        'Verified Cell Number',
        row.cellPhone!,
        '2026-11',
        'Thandi Mokoena',
      ]) {
        expect(text).toContain(expected);
      }
      const stranger = await startDraft(server);
      expect(
        (await call(server, 'GET', `/terminations/${personal.proteaAccountNumber}/pdf`, undefined, stranger.cookie))
          .status,
      ).toBe(403);
      expect((await call(server, 'GET', `/terminations/${personal.proteaAccountNumber}/pdf`)).status).toBe(401);
      const admin = await call(
        server,
        'GET',
        `/terminations/${personal.proteaAccountNumber}/pdf`,
        undefined,
        await loginAdmin(server),
      );
      expect(admin.status).toBe(200);
    });
  });

  describe('a request from before the city was asked', () => {
    test('still reads back, shows to staff and prints, without a city', async () => {
      const old = await insertTermination(server, {
        newComplexName: 'Irene Glen',
        newUnitNumber: '4',
        newStreetNumber: '5',
        newStreetName: 'Nellmapius Drive',
        newSuburb: 'Irene',
        newProvince: 'gauteng',
      });
      const admin = await loginAdmin(server);
      const detail = await call(server, 'GET', `/admin/terminations/${old.id}`, undefined, admin);
      expect(detail.status).toBe(200);
      expect((await readJson(detail)).newAddress).toEqual({
        complexName: 'Irene Glen',
        unitNumber: '4',
        streetNumber: '5',
        streetName: 'Nellmapius Drive',
        suburb: 'Irene',
        city: null,
        province: 'gauteng',
      });
      const pdf = await call(server, 'GET', `/admin/terminations/${old.id}/pdf`, undefined, admin);
      expect(pdf.status).toBe(200);
      const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain('Unit 4, Irene Glen, 5 Nellmapius Drive, Irene, Gauteng');
    });
  });

  describe('a business', () => {
    test('gives the business with a CIPC number and an optional VAT number, checked, and submits as form type 5', async () => {
      const { cookie, personal } = await startDraft(server, 'business');
      const errorsOf = async (overrides: Record<string, unknown>) => {
        const response = await saveDraft(
          server,
          { kind: 'business', personalDetails: { ...personal, ...overrides } },
          cookie,
        );
        expect(response.status).toBe(400);
        return (await readJson(response)).error.fields;
      };
      expect(await errorsOf({ registrationNumber: '2015-123456-07' })).toEqual({
        'personalDetails.registrationNumber': [englishMessage('validation.registrationNumberFormat')],
      });
      expect(await errorsOf({ vatNumber: '5123456789' })).toEqual({
        'personalDetails.vatNumber': [englishMessage('validation.vatNumberFormat')],
      });
      expect(await errorsOf({ businessName: ' ', businessType: 'empire' })).toEqual({
        'personalDetails.businessName': [englishMessage('validation.businessNameRequired')],
        'personalDetails.businessType': [englishMessage('validation.businessTypeRequired')],
      });
      const withoutVat = await saveDraft(
        server,
        { kind: 'business', personalDetails: { ...personal, vatNumber: '' } },
        cookie,
      );
      expect(withoutVat.status).toBe(200);

      const ready = await readyTermination(server, 'business');
      const response = await submitTermination(server, 'business', submission(ready.personal), ready.cookie);
      expect(response.status).toBe(201);
      expect((await readJson(response)).message).toBe(englishMessage('messages.terminationSubmittedBusiness'));
      expect(await terminationRow(server, ready.terminationId)).toMatchObject({
        kind: 'business_termination',
        formType: 5,
        displayName: 'Jacaranda Coffee Roasters',
        registrationNumber: '2015/123456/07',
        vatNumber: '4123456789',
        businessType: 'pty-ltd',
        status: 'pending',
      });
      const pdf = await call(
        server,
        'GET',
        `/terminations/${ready.personal.proteaAccountNumber}/pdf`,
        undefined,
        ready.cookie,
      );
      const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      for (const expected of [
        'Business Termination',
        'Jacaranda Coffee Roasters',
        '2015/123456/07',
        '4123456789',
        '(Pty) Ltd',
        'Representative',
      ]) {
        expect(text).toContain(expected);
      }
    });

    test('a residential draft is not submitted through the business call', async () => {
      const { cookie, personal } = await readyTermination(server);
      const response = await submitTermination(
        server,
        'business',
        submission({ ...personal, ...businessDetails() }),
        cookie,
      );
      expect(response.status).toBe(404);
    });
  });

  describe('after submission', () => {
    test('the customer may cancel while pending, which frees the account for a new request', async () => {
      const { cookie, personal, terminationId } = await readyTermination(server);
      expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
      const cancelled = await call(
        server,
        'POST',
        `/terminations/${personal.proteaAccountNumber}/cancel`,
        undefined,
        cookie,
      );
      expect(cancelled.status).toBe(200);
      expect((await readJson(cancelled)).termination.status).toBe('cancelled');
      const again = await call(
        server,
        'POST',
        `/terminations/${personal.proteaAccountNumber}/cancel`,
        undefined,
        cookie,
      );
      expect(again.status).toBe(409);
      expect((await readJson(again)).error.code).toBe('invalid_transition');
      expect(
        (await readOutbox(server, 'sms')).some((m) => m.body.includes(terminationId) && m.body.includes('cancelled')),
      ).toBe(true);

      const next = await readyTermination(server, 'residential', {
        personal: { proteaAccountNumber: personal.proteaAccountNumber },
      });
      expect((await submitTermination(server, 'residential', submission(next.personal), next.cookie)).status).toBe(201);
      const stranger = await startDraft(server);
      expect(
        (await call(server, 'POST', `/terminations/${personal.proteaAccountNumber}/cancel`, undefined, stranger.cookie))
          .status,
      ).toBe(403);
    });

    test("the customer's cancel sent 50 times at once cancels once, with one message", async () => {
      const { cookie, personal, terminationId } = await readyTermination(server);
      expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          call(server, 'POST', `/terminations/${personal.proteaAccountNumber}/cancel`, undefined, cookie),
        ),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(49);
      const row = await terminationRow(server, terminationId);
      expect(row.status).toBe('cancelled');
      const cancelled = await server.db
        .select()
        .from(caseEvents)
        .where(and(eq(caseEvents.caseId, row.id), eq(caseEvents.kind, 'status')))
        .orderBy(caseEvents.id);
      expect(cancelled.map((e) => (e.data as { to: string }).to)).toEqual(['pending', 'cancelled']);
      const messages = (await readOutbox(server, 'sms')).filter(
        (m) => m.body.includes(terminationId) && m.body.includes('cancelled'),
      );
      expect(messages).toHaveLength(1);
    });

    test('a draft cannot be changed once submitted', async () => {
      const { cookie, personal } = await readyTermination(server);
      expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
      const response = await saveDraft(server, { propertyInfo: propertyInfo() }, cookie);
      expect(response.status).toBe(409);
      expect((await readJson(response)).error.code).toBe('termination_not_editable');
      expect((await uploadTerminationFile(server, cookie, 'id', 'id.png', await tinyPng(), 'image/png')).status).toBe(
        409,
      );
    });

    test('after a request for information the customer resumes with a code to the verified number, changes what was asked and resubmits', async () => {
      const first = await readyTermination(server);
      expect((await submitTermination(server, 'residential', submission(first.personal), first.cookie)).status).toBe(
        201,
      );
      await markNeedsInfo(server, first.terminationId, 'Please upload a clearer bank letter.');
      const account = first.personal.proteaAccountNumber;

      // Another device, no session: the code goes to the number verified at submission.
      const sent = await call(server, 'POST', '/sms/send-verification', { terminationId: account });
      expect(sent.status).toBe(200);
      expect((await readJson(sent)).maskedPhone).toBe(`*** *** ${first.personal.cellPhone.slice(-4)}`);
      const unknown = await call(server, 'POST', '/sms/send-verification', { terminationId: uniqueAccountNumber() });
      expect(unknown.status).toBe(404);
      const code = readLatestCode(server, first.personal.cellPhone.replace(/^0/, '+27'));
      const wrong = await call(server, 'PUT', `/terminations/${account}/confirm-cell`, { code: wrongCode(code) });
      expect(wrong.status).toBe(400);
      expect((await readJson(wrong)).error.code).toBe('invalid_code');
      expect(terminationCookieOf(wrong)).toBeNull();
      const confirmed = await call(server, 'PUT', `/terminations/${account}/confirm-cell`, { code });
      expect(confirmed.status).toBe(200);
      const cookie = terminationCookieOf(confirmed)!;
      const draft = await readDraft(server, cookie);
      expect(draft).toMatchObject({
        status: 'needsinfo',
        infoRequest: 'Please upload a clearer bank letter.',
        step: 'deposit-declaration',
      });

      const reupload = await uploadTerminationFile(
        server,
        cookie,
        'bank',
        'clear-letter.pdf',
        await tinyPdf(),
        'application/pdf',
        account,
      );
      expect(reupload.status).toBe(201);
      const resubmitted = await submitTermination(
        server,
        'residential',
        submission(first.personal, { depositDeclaration: { bankAccountName: 'Thandi Mokoena' } }),
        cookie,
      );
      expect(resubmitted.status).toBe(201);
      expect(await terminationRow(server, first.terminationId)).toMatchObject({
        status: 'pending',
        infoRequest: null,
        bankAccountName: 'Thandi Mokoena',
      });
    });
  });
});
