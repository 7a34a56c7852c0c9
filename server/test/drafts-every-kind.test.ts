import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { drafts } from '../src/db/schema.js';
import { removeExpiredRows } from '../src/domain/housekeeping.js';
import { API, draftCookieOf, sendJson } from './support/applicant.js';
import { personalDetails, saveDraft as saveTermination, terminationCookieOf } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** What each case kind's first screen has typed before its case exists (ADR 041). */
const TYPED = {
  residential_application: { step: 'client_details', client: { firstName: 'Thandi', idNumber: '8001015009087' } },
  business_application: {
    step: 'client_details',
    client: { firstName: 'Anna' },
    business: { businessName: 'Centurion Fresh (Pty) Ltd', directors: [{ fullName: 'Anna Botha', idNumber: '1' }] },
  },
  residential_termination: { personal: { firstName: 'Sipho', proteaAccountNumber: '12345', cellPhone: '082' } },
  business_termination: {
    personal: { businessName: 'Botha Bakery', registrationNumber: '2019/1', firstName: 'Pieter' },
  },
} as const;
const KINDS = Object.keys(TYPED) as Array<keyof typeof TYPED>;

/** For each kind, something its schema refuses, and the field named. */
const REFUSED: Record<keyof typeof TYPED, [Record<string, unknown>, string]> = {
  residential_application: [{ step: 'client_details', client: { firstName: 'x'.repeat(301) } }, 'client.firstName'],
  business_application: [{ step: 'client_details', client: {}, business: { extra: 'x' } }, 'business'],
  residential_termination: [{ personal: { password: 'x' } }, 'personal'],
  business_termination: [{ personal: { businessName: 'x'.repeat(301) } }, 'personal.businessName'],
};

describe.each(DATABASES)('one draft model for every case kind on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const save = (body: unknown, cookie?: string) => sendJson(server, 'PUT', '/drafts', body, cookie);
  const read = async (kind: string, cookie?: string) => {
    const response = await fetch(server.url(`${API}/drafts?kind=${kind}`), { headers: cookie ? { cookie } : {} });
    return { status: response.status, body: await readJson(response) };
  };
  async function started(kind: keyof typeof TYPED) {
    const response = await save({ kind, ...TYPED[kind] });
    expect(response.status).toBe(200);
    return draftCookieOf(response)!;
  }

  test.each(KINDS)('%s: kept for the browser that typed it, apart from the other kinds', async (kind) => {
    const cookie = await started(kind);
    expect(await read(kind, cookie)).toEqual({ status: 200, body: { success: true, draft: TYPED[kind] } });
    expect(await read(kind)).toEqual({ status: 200, body: { success: true, draft: null } });
    for (const other of KINDS.filter((k) => k !== kind)) expect((await read(other, cookie)).body.draft).toBeNull();
  });

  test.each(KINDS)('%s: checked on the way in, with field errors, and nothing stored', async (kind) => {
    const before = await server.db.$count(drafts);
    const [body, field] = REFUSED[kind];
    const response = await save({ kind, ...body });
    expect(response.status).toBe(400);
    expect(draftCookieOf(response)).toBeNull();
    expect(Object.keys((await readJson(response)).error.fields)).toContain(field);
    // Another kind's content is not this kind's draft.
    const [otherKind] = KINDS.filter((k) => !k.endsWith(kind.endsWith('termination') ? 'termination' : 'application'));
    expect((await save({ kind, ...TYPED[otherKind!] })).status).toBe(400);
    expect(await server.db.$count(drafts)).toBe(before);
  });

  test.each(KINDS)(
    '%s: checked on the way out, expires a day after its last save, and housekeeping deletes it',
    async (kind) => {
      const cookie = await started(kind);
      const [row] = await server.db
        .select({ hours: sql<number>`round(extract(epoch from ${drafts.expiresAt} - now()) / 3600)::int` })
        .from(drafts)
        .where(sql`${drafts.kind} = ${kind}`)
        .orderBy(sql`${drafts.updatedAt} desc`)
        .limit(1);
      expect(row!.hours).toBe(24);

      await server.db
        .update(drafts)
        .set({ content: { step: 'confirmation' } })
        .where(sql`${drafts.kind} = ${kind}`);
      expect((await read(kind, cookie)).body.draft).toBeNull();

      const fresh = await started(kind);
      await server.db
        .update(drafts)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(sql`${drafts.kind} = ${kind}`);
      expect((await read(kind, fresh)).body.draft).toBeNull();
      await removeExpiredRows(server.db);
      expect(await server.db.$count(drafts, sql`${drafts.kind} = ${kind}`)).toBe(0);
    },
  );

  test("a termination's draft goes when the termination is created, as an application's does", async () => {
    const cookie = await started('residential_termination');
    expect((await save({ kind: 'residential_application', ...TYPED.residential_application }, cookie)).status).toBe(
      200,
    );
    const created = await saveTermination(server, { consent: true, personalDetails: personalDetails() }, cookie);
    expect(created.status).toBe(200);
    expect(terminationCookieOf(created)).not.toBeNull();
    expect((await read('residential_termination', cookie)).body.draft).toBeNull();
    expect((await read('residential_application', cookie)).body.draft).toEqual(TYPED.residential_application);
  });

  test("the application wizard's route answers as before, over the same draft", async () => {
    const response = await sendJson(server, 'PUT', '/applications/draft', {
      kind: 'business',
      ...TYPED.business_application,
    });
    expect(response.status).toBe(200);
    const cookie = draftCookieOf(response)!;
    expect((await read('business_application', cookie)).body.draft).toEqual(TYPED.business_application);
    const old = await fetch(server.url(`${API}/applications/draft?kind=business`), { headers: { cookie } });
    expect((await readJson(old)).draft).toEqual(TYPED.business_application);
    expect((await read('unknown_kind', cookie)).status).toBe(400);
  });
});

describe('one draft save limit for every kind', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { DRAFT_SAVE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the saves of every kind and route count together per client address', async () => {
    const statuses = [
      (await sendJson(server, 'PUT', '/drafts', { kind: 'residential_termination', ...TYPED.residential_termination }))
        .status,
      (await sendJson(server, 'PUT', '/drafts', { kind: 'business_application', ...TYPED.business_application }))
        .status,
      (await sendJson(server, 'PUT', '/applications/draft', { kind: 'residential', ...TYPED.residential_application }))
        .status,
      (await saveTermination(server, { consent: true, personalDetails: personalDetails() })).status,
      (await sendJson(server, 'PUT', '/drafts', { kind: 'business_termination', ...TYPED.business_termination }))
        .status,
      (await saveTermination(server, { consent: true, personalDetails: personalDetails() })).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
