import { randomInt } from 'node:crypto';
import { formatOneDecimal, sharePercent } from '@protea/shared/number-format';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, caseEvents, cases, complexes, premises } from '../src/db/schema.js';
import { confidenceFor } from '../src/domain/assistant/approval-likelihood.js';
import { subtractBusinessHours } from '../src/domain/calendar/business-hours.js';
import { adminApi, insertApplication, insertDocument, loginAdmin, pdfBytes } from './support/admin.js';
import { englishMessage } from './support/applicant.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const BUSINESS_DAY_HOURS = 8.5;

/** A grey page of black text lines: sharp edges, like a good scan. */
async function textPage(width: number, height: number) {
  const lines = Array.from(
    { length: Math.floor(height / 40) },
    (_, i) =>
      `<text x="40" y="${60 + i * 40}" font-size="26" font-family="sans-serif" fill="#111">REPUBLIC OF SOUTH AFRICA 8001015009087 line ${i}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d8d8d8"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe.each(DATABASES)('the analysis assistant on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  let adminId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = adminApi(server, await loginAdmin(server));
    adminId = (await server.db.query.adminUsers.findFirst())!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A status change on a case's timeline at a given time. */
  const statusEvent = (caseId: string, at: Date, from: string | null, to: string, action: string, reason?: object) =>
    server.db.insert(caseEvents).values({
      caseId,
      at,
      actorType: action === 'submit' || action === 'resubmit' ? 'customer' : 'admin',
      adminId: action === 'submit' || action === 'resubmit' ? null : adminId,
      kind: 'status',
      data: { from, to, action, ...(reason ? { reason } : {}) },
    });

  /** An application created and submitted `hoursAgo` business hours ago, now in `status` since `sinceHoursAgo`. */
  async function applicationWaiting(status: string, sinceHoursAgo: number, overrides: Record<string, unknown> = {}) {
    const now = new Date();
    const since = subtractBusinessHours(now, sinceHoursAgo);
    const submitted = status === 'pending' ? since : subtractBusinessHours(since, 4);
    const created = subtractBusinessHours(submitted, 2);
    const application = await insertApplication(server, { status: status as never, createdAt: created, ...overrides });
    await statusEvent(application.id, submitted, 'incomplete', 'pending', 'submit');
    if (status !== 'pending') {
      await statusEvent(application.id, since, 'pending', status, status === 'needsinfo' ? 'request-info' : 'approve', {
        key: 'decisions.infoRequest.unclear-id-copy',
      });
    }
    return application;
  }

  test('every call is for signed-in staff only (401 without a session)', async () => {
    for (const path of [
      '/ai/waiting-times',
      '/ai/bottlenecks',
      '/ai/stalled-applications',
      '/ai/pending-feedback',
      '/ai/referral-reason/PM-2026-00001',
      '/ai/approval-likelihood/PM-2026-00001',
      '/ai/account-premise-issues/PM-2026-00001',
    ]) {
      expect((await fetch(server.url(`/ClientApps/api${path}`))).status, path).toBe(401);
      expect((await fetch(server.url(`/api${path}`))).status, path).toBe(401);
    }
    const post = await fetch(server.url('/api/ai/document-quality/unknown'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentContent: 'x' }),
    });
    expect(post.status).toBe(401);
  });

  test('pending feedback lists a request for information waiting 6 business days with 6, and whether a reminder went out', async () => {
    const waiting = await applicationWaiting('needsinfo', 6 * BUSINESS_DAY_HOURS + 1, {
      infoRequest: { key: 'decisions.infoRequest.unclear-id-copy' },
    });
    const reminded = await applicationWaiting('needsinfo', 2 * BUSINESS_DAY_HOURS + 1);
    await server.db.insert(caseEvents).values({
      caseId: reminded.id,
      actorType: 'admin',
      adminId,
      kind: 'message',
      data: { channel: 'sms', text: 'A reminder: please upload a clear ID copy.' },
    });
    const response = await admin.get('/ai/pending-feedback');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, message: 'Pending feedback analysed.' });
    const rows = body.pendingFeedback.cases as Array<Record<string, unknown>>;
    expect(rows.find((row) => row.reference === waiting.reference)).toMatchObject({
      businessDaysWaiting: 6,
      reminderSent: false,
      status: 'needsinfo',
      request: englishMessage('decisions.infoRequest.unclear-id-copy'),
    });
    expect(rows.find((row) => row.reference === reminded.reference)).toMatchObject({
      businessDaysWaiting: 2,
      reminderSent: true,
    });
    // Longest first; the overdue one without a reminder is named as an issue and in a recommendation.
    const days = rows.map((row) => row.businessDaysWaiting as number);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(body.pendingFeedback.issues.join(' ')).toContain('have not answered within 5 business days');
    expect(body.pendingFeedback.recommendations.join(' ')).toContain(waiting.reference);
  });

  test('stalled applications: idle beyond the threshold, by status, oldest first; an active one is not listed', async () => {
    const old = await applicationWaiting('pending', 12 * BUSINESS_DAY_HOURS);
    const older = await applicationWaiting('approved', 20 * BUSINESS_DAY_HOURS);
    const fresh = await applicationWaiting('pending', 1);
    const body = await readJson(await admin.get('/ai/stalled-applications'));
    const stalled = body.stalledApplications;
    expect(stalled.thresholdBusinessDays).toBe(5);
    const references = stalled.cases.map((row: { reference: string }) => row.reference);
    expect(references).toContain(old.reference);
    expect(references).not.toContain(fresh.reference);
    expect(references.indexOf(older.reference)).toBeLessThan(references.indexOf(old.reference));
    expect(stalled.cases.find((row: { reference: string }) => row.reference === older.reference)).toMatchObject({
      status: 'approved',
      idleBusinessDays: 20,
    });
    const pending = stalled.byStatus.find((row: { status: string }) => row.status === 'pending');
    expect(pending.count).toBeGreaterThanOrEqual(1);
    expect(stalled.summary).toMatch(/requests have had no activity for at least 5 business days/);
  });

  test('waiting times: business-hour medians and percentiles per status against the targets, a histogram and outliers', async () => {
    const slow = await applicationWaiting('pending', 30 * BUSINESS_DAY_HOURS);
    const body = await readJson(await admin.get('/ai/waiting-times'));
    const analysis = body.waitingTimes;
    expect(analysis.businessHours).toMatchObject({ start: '08:00', end: '16:30', timeZone: 'Africa/Johannesburg' });
    const pending = analysis.statuses.find((row: { status: string }) => row.status === 'pending');
    expect(pending.targetHours).toBe(17);
    expect(pending.count).toBeGreaterThan(0);
    expect(pending.p90Hours).toBeGreaterThanOrEqual(pending.medianHours);
    expect(pending.withinTarget).toBeGreaterThanOrEqual(0);
    expect(pending.withinTarget).toBeLessThanOrEqual(1);
    const histogramTotal = analysis.histogram.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0);
    expect(histogramTotal).toBe(pending.count);
    expect(analysis.histogram.at(-1).toHours).toBeNull();
    const outlier = analysis.outliers.find((row: { reference: string }) => row.reference === slow.reference);
    expect(outlier.businessHours).toBeCloseTo(30 * BUSINESS_DAY_HOURS, 0);
    // The same data gives the same answer.
    const again = await readJson(await admin.get('/ai/waiting-times'));
    expect(again.waitingTimes.statuses).toEqual(analysis.statuses);
  });

  test('bottlenecks: the wizard funnel, abandoned drafts and repeated requests for information', async () => {
    const now = new Date();
    const draft = await insertApplication(server, {
      status: 'incomplete',
      stepNo: 11,
      createdAt: subtractBusinessHours(now, 9 * BUSINESS_DAY_HOURS),
    });
    const looped = await applicationWaiting('pending', 3);
    const first = subtractBusinessHours(now, 40);
    await statusEvent(looped.id, first, 'pending', 'needsinfo', 'request-info');
    await statusEvent(looped.id, subtractBusinessHours(now, 30), 'needsinfo', 'pending', 'resubmit');
    await statusEvent(looped.id, subtractBusinessHours(now, 20), 'pending', 'needsinfo', 'request-info');
    await statusEvent(looped.id, subtractBusinessHours(now, 10), 'needsinfo', 'pending', 'resubmit');
    const body = await readJson(await admin.get('/ai/bottlenecks'));
    const analysis = body.bottlenecks;
    expect(analysis.funnel.map((step: { step: string }) => step.step)).toEqual([
      'Client details',
      'Property information',
      'Verify your phone',
      'Upload documents',
      'Terms and signature',
      'Confirmation',
    ]);
    const reached = analysis.funnel.map((step: { reached: number }) => step.reached);
    expect(reached).toEqual([...reached].sort((a, b) => b - a));
    expect(analysis.funnel[3].stoppedHere).toBeGreaterThanOrEqual(1);
    expect(analysis.abandoned.find((row: { reference: string }) => row.reference === draft.reference)).toMatchObject({
      step: 'Upload documents',
      idleBusinessDays: 9,
    });
    expect(
      analysis.rework.cases.find((row: { reference: string }) => row.reference === looped.reference),
    ).toMatchObject({ rounds: 2 });
    expect(analysis.rework.medianResubmitHours).toBeGreaterThan(0);
  });

  test('referral reason: a classifier trained on the listed reasons and staff texts names the primary reason and why', async () => {
    // Staff's words next to listed reasons teach the classifier their vocabulary.
    for (const text of ['The ID scan is blurred, we cannot read the numbers', 'ID photo too dark and blurry']) {
      const taught = await applicationWaiting('pending', 5);
      await statusEvent(taught.id, new Date(), 'pending', 'needsinfo', 'request-info', {
        key: 'decisions.infoRequest.unclear-id-copy',
        text,
      });
    }
    const application = await applicationWaiting('pending', 2);
    await server.db.insert(caseEvents).values({
      caseId: application.id,
      actorType: 'admin',
      adminId,
      kind: 'note',
      data: { text: 'Scan of the ID is blurry, numbers cannot be read.' },
    });
    const response = await admin.get(`/ai/referral-reason/${application.reference.toLowerCase()}`);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.application.reference).toBe(application.reference);
    expect(body.classification).toMatchObject({
      primaryReason: 'Unclear/unreadable ID copy',
      primaryKey: 'unclear-id-copy',
    });
    expect(body.classification.trainedOn).toBeGreaterThanOrEqual(2);
    expect(body.classification.evidence).toEqual(expect.arrayContaining(['blurry']));
    expect(body.classification.explanation).toContain('Unclear/unreadable ID copy');
    expect(Array.isArray(body.classification.secondaryReasons)).toBe(true);
    // In Afrikaans, the reason is the listed reason's Afrikaans wording.
    const afrikaans = await fetch(server.url(`/api/ai/referral-reason/${application.reference}`), {
      headers: { cookie: await loginAdmin(server), 'x-language': 'af' },
    });
    expect((await readJson(afrikaans)).classification.primaryKey).toBe('unclear-id-copy');

    expect((await admin.get('/ai/referral-reason/PM-2026-99999999')).status).toBe(404);
    expect((await admin.get('/ai/approval-likelihood/not-a-reference')).status).toBe(404);
    expect((await admin.get('/ai/account-premise-issues/PM-1999-00001')).status).toBe(404);
  });

  test("referral reason: the issue's texts get their reason, with no secondary reason that nothing mentions", async () => {
    const cases: Array<[string, string]> = [
      ['We could not find this complex on our system. Please confirm the complex name.', 'incomplete-incorrect-info'],
      ['The lease has expired. Please send the current lease agreement.', 'incomplete-lease-agreement'],
    ];
    for (const [text, key] of cases) {
      const application = await applicationWaiting('pending', 3);
      await statusEvent(application.id, new Date(), 'pending', 'needsinfo', 'request-info', { text });
      await server.db.insert(caseEvents).values({
        caseId: application.id,
        actorType: 'admin',
        adminId,
        kind: 'note',
        data: { text: 'Phoned the customer, no answer.' },
      });
      const body = await readJson(await admin.get(`/ai/referral-reason/${application.reference}`));
      expect(body.classification, text).toMatchObject({
        primaryKey: key,
        notSure: false,
        secondaryReasons: [],
        closest: [],
      });
      expect(body.classification.confidence).toBeGreaterThanOrEqual(0.5);
    }
  });

  test('referral reason: the explanation says the same whole percent as the confidence figure shows', async () => {
    // The classifier gives this text 0.8248: 82 % rounded from the probability, 83 % from the 0.825 the answer carries.
    const text = 'Only the first page of the lease was uploaded; please send all pages.';
    const application = await applicationWaiting('pending', 3);
    await statusEvent(application.id, new Date(), 'pending', 'needsinfo', 'request-info', { text });
    const { classification } = await readJson(await admin.get(`/ai/referral-reason/${application.reference}`));
    expect(classification).toMatchObject({ primaryKey: 'incomplete-lease-agreement', confidence: 0.825 });
    // The results panel shows the confidence with the same rule (use-result-format.ts).
    expect(sharePercent(classification.confidence)).toBe(83);
    expect(classification.explanation).toContain('at 83% confidence');
  });

  test('approval likelihood: fitted on past decisions, higher for a complete application, confidence from the number of decisions, reasons in plain sentences', async () => {
    const decide = async (approved: boolean) => {
      const application = await applicationWaiting('pending', 40);
      await server.db
        .update(cases)
        .set({
          status: approved ? 'completed' : 'rejected',
          decidedAt: new Date(),
          cellConfirmedAt: approved ? new Date() : null,
        })
        .where(eq(cases.id, application.id));
      await statusEvent(
        application.id,
        new Date(),
        'pending',
        approved ? 'approved' : 'rejected',
        approved ? 'approve' : 'reject',
      );
      for (const type of approved ? ['id', 'deedlease'] : ['id']) {
        await insertDocument(server, application.id, type, null, { isApproved: approved });
      }
    };
    for (let i = 0; i < 8; i++) {
      await decide(true);
      await decide(false);
    }
    const good = await applicationWaiting('pending', 2);
    await insertDocument(server, good.id, 'id', null, { isApproved: true });
    await insertDocument(server, good.id, 'deedlease', null, { isApproved: true });
    const poor = await applicationWaiting('pending', 2, { cellConfirmedAt: null });
    await insertDocument(server, poor.id, 'id', null, { isApproved: false });

    const goodAnswer = await readJson(await admin.get(`/ai/approval-likelihood/${good.reference}`));
    const poorAnswer = await readJson(await admin.get(`/ai/approval-likelihood/${poor.reference}`));
    const { likelihood } = goodAnswer;
    expect(likelihood.score).toBeGreaterThan(poorAnswer.likelihood.score);
    expect(likelihood.score).toBeGreaterThanOrEqual(0);
    expect(likelihood.score).toBeLessThanOrEqual(10);
    expect(likelihood.trainedOn).toBeGreaterThanOrEqual(16);
    expect(likelihood.confidence).toBe(confidenceFor(likelihood.trainedOn));
    expect(likelihood.factors.map((factor: { factor: string }) => factor.factor)).toEqual(
      expect.arrayContaining(['documentsApproved', 'cellVerified', 'idValid']),
    );
    expect(poorAnswer.likelihood.recommendations.join(' ')).toContain('Ask for the missing documents');
    // The rationale writes the score as the screen beside it does: "Scored 8.7/10", never "8,7".
    expect(likelihood.rationale).toContain(`Scored ${formatOneDecimal(likelihood.score)}/10 `);
    // Sentences a reviewer reads at a glance: the facts in words, and how requests with the same facts went.
    expect(likelihood.rationale).toContain(`from ${likelihood.trainedOn} past decisions.`);
    expect(likelihood.rationale).toMatch(
      /Requests like this one were approved in \d+ of every 10 cases \(\d+ past decisions\)\./,
    );
    expect(likelihood.rationale).toContain('In its favour: ');
    expect(likelihood.rationale).toContain('All the documents are approved.');
    const poorRationale = poorAnswer.likelihood.rationale;
    expect(poorRationale).toContain('Requests like this one were approved in 0 of every 10 cases');
    expect(poorRationale).toContain('Against it: ');
    expect(poorRationale).toContain('Still to be uploaded: lease or deed.');
    expect(poorRationale).toContain('A document was rejected: ID document.');
    for (const rationale of [likelihood.rationale, poorRationale]) {
      expect(rationale).not.toMatch(/\((Yes|No)\)/);
    }
    // In the reader's language.
    const afrikaans = await readJson(
      await fetch(server.url(`/ClientApps/api/ai/approval-likelihood/${poor.reference}`), {
        headers: { cookie: await loginAdmin(server), 'x-language': 'af' },
      }),
    );
    expect(afrikaans.likelihood.rationale).toContain('Daarteen: ');
    expect(afrikaans.likelihood.rationale).toContain("'n Dokument is afgekeur: ");
    // The same input gives the same answer.
    expect(await readJson(await admin.get(`/ai/approval-likelihood/${good.reference}`))).toEqual(goodAnswer);
    expect(confidenceFor(0)).toBe(0);
    expect(confidenceFor(30)).toBe(50);
  });

  test('account and premise issues: an unknown complex, an open account on the unit, the same ID number on another request', async () => {
    const suffix = randomInt(100_000, 999_999);
    const [complex] = await server.db
      .insert(complexes)
      .values({
        code: `T${suffix}`,
        name: `Jacaranda Court ${suffix}`,
        streetAddress: '12 Park Street',
        suburb: 'Hatfield',
        city: 'Pretoria',
        province: 'Gauteng',
        postalCode: '0083',
      })
      .returning();
    const [unit] = await server.db
      .insert(premises)
      .values({ complexId: complex!.id, premise: `T${suffix}-007`, unitNumber: '7', address: 'Unit 7' })
      .returning();
    await server.db.insert(accounts).values({
      accountNumber: String(suffix).padStart(8, '0'),
      holderName: 'Johan Pretorius',
      holderIdNumber: '7503125124087',
      premiseId: unit!.id,
      openedOn: '2022-01-01',
    });
    const onUnit = await insertApplication(server, {
      complexName: `Jacaranda Court ${suffix}`,
      unitNumber: '7',
      idNumber: '8807230141087',
    });
    const sameId = await insertApplication(server, {
      idNumber: '8807230141087',
      complexName: 'Elsewhere',
      unitNumber: '1',
    });
    const body = await readJson(await admin.get(`/ai/account-premise-issues/${onUnit.reference}`));
    const codes = body.issues.findings.map((finding: { code: string }) => finding.code);
    expect(codes).toEqual(
      expect.arrayContaining(['open_account_on_unit', 'holder_id_differs', 'id_on_other_requests']),
    );
    const idFinding = body.issues.findings.find((finding: { code: string }) => finding.code === 'id_on_other_requests');
    expect(idFinding.cases.map((ref: { reference: string }) => ref.reference)).toContain(sameId.reference);
    expect(body.issues.potentialIssues.join(' ')).toContain(`Account ${String(suffix).padStart(8, '0')} is still open`);

    const unknown = await readJson(await admin.get(`/ai/account-premise-issues/${sameId.reference}`));
    expect(unknown.issues.findings.map((finding: { code: string }) => finding.code)).toContain('complex_unknown');
  });

  test('document quality of uploaded files: a 64 x 48 image is too small, a blurred scan is blurred, a sharp one is good, a PDF is read', async () => {
    const application = await insertApplication(server);
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const sharpPage = await textPage(1200, 900);
    const blurred = await sharp(sharpPage).blur(6).png().toBuffer();
    const stored = async (bytes: Buffer, contentType: 'image/png' | 'application/pdf', type: string) =>
      (await insertDocument(server, application.id, type, { bytes, contentType })).storedName;
    const judge = async (documentId: string) => {
      const response = await admin.send('POST', `/ai/document-quality/${documentId}`, {});
      expect(response.status).toBe(200);
      return (await readJson(response)).analysis;
    };

    const tiny = await judge(await stored(small, 'image/png', 'id'));
    expect(tiny).toMatchObject({ level: 'poor', quality: 'Poor', metrics: { width: 64, height: 48, source: 'file' } });
    expect(tiny.issues.join(' ')).toContain('only 64 x 48 pixels');

    const soft = await judge(await stored(blurred, 'image/png', 'deedlease'));
    expect(soft.metrics.sharpness).toBeLessThan(100);
    expect(soft.issues.join(' ')).toContain('blurred');

    const crisp = await judge(await stored(sharpPage, 'image/png', 'manual'));
    expect(crisp.metrics.sharpness).toBeGreaterThan(100);
    expect(crisp).toMatchObject({ level: 'good', issues: [] });
    expect(await judge(await stored(sharpPage, 'image/png', 'cipc'))).toEqual(crisp);

    // A flash on a card photographed on a table is glare; a scanned white page is not.
    const flash = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#555' } })
      .composite([
        { input: await textPage(1000, 700), left: 100, top: 100 },
        {
          input: await sharp({ create: { width: 500, height: 400, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          left: 350,
          top: 250,
        },
      ])
      .png()
      .toBuffer();
    expect((await judge(await stored(flash, 'image/png', 'director-1'))).issues.join(' ')).toContain('glare');
    const whitePage = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="100%" height="100%" fill="#fff"/>' +
          Array.from(
            { length: 20 },
            (_, i) => `<text x="40" y="${60 + i * 40}" font-size="26" fill="#111">Lease agreement clause ${i}</text>`,
          ).join('') +
          '</svg>',
      ),
    )
      .png()
      .toBuffer();
    expect((await judge(await stored(whitePage, 'image/png', 'director-2'))).issues.join(' ')).not.toContain('glare');

    const pdf = await judge(await stored(await pdfBytes(), 'application/pdf', 'vat'));
    expect(pdf.metrics).toMatchObject({ source: 'file', contentType: 'application/pdf', pages: 1 });

    expect((await admin.send('POST', '/ai/document-quality/0123456789abcdef0123456789abcdef.png', {})).status).toBe(
      404,
    );
    expect((await admin.send('POST', '/ai/document-quality/..%2Fsecret', {})).status).toBe(404);
  });

  test("judging a stored document is a staff read of it: the request's access log shows who read which document", async () => {
    const application = await insertApplication(server);
    const scan = await insertDocument(server, application.id, 'id', {
      bytes: await textPage(1200, 900),
      contentType: 'image/png',
    });
    const accessLog = async () =>
      (await admin.json(`/admin/applications/${application.id}/access-log`)).entries as Array<Record<string, unknown>>;
    expect(await accessLog()).toEqual([]);

    const response = await admin.send('POST', `/ai/document-quality/${scan.storedName}`, {});
    expect(response.status).toBe(200);
    expect((await readJson(response)).analysis).toMatchObject({ level: 'good', metrics: { source: 'file' } });

    const entries = await accessLog();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      what: 'document',
      by: { displayName: 'Admin', username: 'admin' },
      document: { type: 'id', name: scan.originalName },
    });
    expect(entries[0]!.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.now() - Date.parse(String(entries[0]!.at))).toBeLessThan(60_000);

    // Pasted text and a name that is no stored file read nothing of the request: nothing more is recorded.
    await admin.send('POST', '/ai/document-quality/unknown', {
      documentContent: 'Lease agreement',
      documentType: 'id',
    });
    expect((await admin.send('POST', '/ai/document-quality/0123456789abcdef0123456789abcdef.png', {})).status).toBe(
      404,
    );
    expect(await accessLog()).toHaveLength(1);
  });

  test('document quality of pasted content: what the document type needs; unknown with empty content is 400', async () => {
    const empty = await admin.send('POST', '/ai/document-quality/unknown', { documentContent: '   ' });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error.fields).toEqual({
      documentContent: [englishMessage('validation.documentContentRequired')],
    });
    expect((await admin.send('POST', '/ai/document-quality/unknown', { documentContent: 42 })).status).toBe(400);

    const idCard = await admin.send('POST', '/ai/document-quality/unknown', {
      documentContent:
        'REPUBLIC OF SOUTH AFRICA identity document. Surname: Mokoena. Date of birth: 1980-01-01. 8001015009087',
      documentType: 'id',
    });
    const good = (await readJson(idCard)).analysis;
    expect(good).toMatchObject({ level: 'good', metrics: { source: 'content' } });
    expect(good.metrics.expected.every((item: { found: boolean }) => item.found)).toBe(true);

    const lease = (
      await readJson(
        await admin.send('POST', '/ai/document-quality/unknown', {
          documentContent: 'Lease agreement between the landlord and the tenant for unit 4.',
        }),
      )
    ).analysis;
    expect(lease.metrics.expected.find((item: { item: string }) => item.item === 'the signatures').found).toBe(false);
    expect(lease.issues.join(' ')).toContain('the signatures');
  });
});
