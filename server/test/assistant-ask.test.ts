import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { caseEvents } from '../src/db/schema.js';
import { subtractBusinessHours } from '../src/domain/calendar/business-hours.js';
import { ADMIN_API, insertApplication, insertDocument, loginAdmin } from './support/admin.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('questions to the assistant in plain words on %s', (kind) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await loginAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ask = (body: unknown, language = 'en', withSession = true) =>
    fetch(server.url(`${ADMIN_API}/ai/ask`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': language, ...(withSession ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  /** A pending application submitted and left alone for `businessDays`. */
  async function idleApplication(businessDays: number) {
    const since = subtractBusinessHours(new Date(), businessDays * 8.5);
    const application = await insertApplication(server, { status: 'pending', createdAt: since });
    await server.db.insert(caseEvents).values({
      caseId: application.id,
      at: since,
      actorType: 'customer',
      kind: 'status',
      data: { from: 'incomplete', to: 'pending', action: 'submit' },
    });
    return application;
  }

  test('only signed-in staff may ask, and an empty or overlong question is 400 with the field named', async () => {
    expect((await ask({ message: 'which applications are stuck?' }, 'en', false)).status).toBe(401);
    for (const message of ['', '   ', 'x'.repeat(501)]) {
      const response = await ask({ message });
      expect(response.status, message.slice(0, 10)).toBe(400);
      expect((await readJson(response)).error.fields.message).toBeDefined();
    }
    expect((await ask({})).status).toBe(400);
    expect((await ask({ message: 'stalled', analysis: 'weather' })).status).toBe(400);
  });

  test('"which applications are stuck?" lists the stalled requests, as the stalled analysis does', async () => {
    const idle = await idleApplication(12);
    const response = await ask({ message: 'which applications are stuck?' });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, analysis: 'stalled-applications', reference: null });
    expect(body.result.message).toBe('Stalled requests found.');
    const references = body.result.stalledApplications.cases.map((row: { reference: string }) => row.reference);
    expect(references).toContain(idle.reference);
  });

  test('an Afrikaans question with accents is answered in Afrikaans', async () => {
    const body = await readJson(await ask({ message: "hoe lank wag kliënte vir 'n besluit?" }, 'af'));
    expect(body.analysis).toBe('waiting-times');
    expect(body.result.waitingTimes.statuses.length).toBeGreaterThan(0);
    const stalled = await readJson(await ask({ message: 'Watter aansoeke het vasgeval?' }, 'af'));
    expect(stalled.analysis).toBe('stalled-applications');
    expect(stalled.result.stalledApplications.summary).not.toMatch(/requests have had no activity/);
  });

  test('a named reference goes to the analysis of that request; without one the chat asks for it', async () => {
    const application = await insertApplication(server, { status: 'pending' });
    const body = await readJson(await ask({ message: `will ${application.reference.toLowerCase()} be approved?` }));
    expect(body).toMatchObject({ analysis: 'approval-likelihood', reference: application.reference });
    expect(body.result.application.reference).toBe(application.reference);
    expect(body.result.likelihood.score).toBeGreaterThanOrEqual(0);

    const why = await readJson(await ask({ message: `Why was ${application.reference} referred back?` }));
    expect(why.analysis).toBe('referral-reason');
    expect(why.result.classification).toBeDefined();

    const unnamed = await readJson(await ask({ message: 'what are the chances of approval?' }));
    expect(unnamed).toMatchObject({ analysis: 'approval-likelihood', result: null });
    expect(unnamed.message).toContain('PM-2026-12345');

    const unknown = await ask({ message: 'will PM-1999-00001 be approved?' });
    expect(unknown.status).toBe(404);
  });

  test("the quality of a request's documents is judged on each stored file", async () => {
    const application = await insertApplication(server, { status: 'pending' });
    await insertDocument(server, application.id, 'id');
    await insertDocument(server, application.id, 'deedlease');
    const body = await readJson(
      await ask({ message: `Check the quality of the documents of ${application.reference}` }),
    );
    expect(body.analysis).toBe('document-quality');
    expect(body.result.application.reference).toBe(application.reference);
    expect(body.result.documents.map((document: { type: string }) => document.type)).toEqual(['id', 'deedlease']);
    for (const document of body.result.documents) expect(['good', 'fair', 'poor']).toContain(document.analysis.level);
  });

  test('close candidates are offered to choose from, a chosen one runs, and small talk gets the canned reply', async () => {
    const unsure = await readJson(await ask({ message: 'documents and accounts' }));
    expect(unsure.analysis).toBeNull();
    expect(unsure.choices.length).toBeGreaterThanOrEqual(2);
    const chosen = await readJson(await ask({ message: 'which requests are idle?', analysis: 'bottlenecks' }));
    expect(chosen.analysis).toBe('bottlenecks');
    expect(chosen.result.bottlenecks.funnel).toBeDefined();

    const canned = await readJson(await ask({ message: 'What is for lunch today?' }));
    expect(canned).toEqual({
      success: true,
      analysis: null,
      message: "I'm processing your request. Please select an analysis option from the dropdown above.",
    });
    const zulu = await readJson(await ask({ message: 'Ngiyabonga kakhulu' }, 'zu'));
    expect(zulu.analysis).toBeNull();
    expect(zulu.message).not.toBe(canned.message);
  });
});
