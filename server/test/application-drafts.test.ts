import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { drafts } from '../src/db/schema.js';
import { removeExpiredRows } from '../src/domain/housekeeping.js';
import { API, draftCookieOf, englishMessage, sendJson, validApplication } from './support/applicant.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const DRAFT = '/applications/draft';

/** What the first screen of a household's wizard has typed so far. */
const typed = {
  kind: 'residential',
  step: 'client_details',
  client: { title: 'Ms', firstName: 'Thandi', surname: 'Mokoena', idNumber: '8001015009087', cellPhone: '082' },
};

describe.each(DATABASES)('the application wizard draft on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const save = (body: unknown, cookie?: string) => sendJson(server, 'PUT', DRAFT, body, cookie);
  const read = async (draftKind: string, cookie?: string) => {
    const response = await fetch(server.url(`${API}${DRAFT}?kind=${draftKind}`), {
      headers: cookie ? { cookie } : {},
    });
    return { status: response.status, body: await readJson(response) };
  };
  /** A new browser's first save: its draft cookie. */
  async function started(body: unknown = typed) {
    const response = await save(body);
    expect(response.status).toBe(200);
    const cookie = draftCookieOf(response);
    expect(cookie).not.toBeNull();
    return cookie!;
  }

  test('keeps what was typed for the browser that typed it, behind an httpOnly cookie, and replaces it on each save', async () => {
    const response = await save(typed);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('pm_application_draft='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = draftCookieOf(response)!;

    const { kind: _kind, ...content } = typed;
    expect(await read('residential', cookie)).toEqual({ status: 200, body: { success: true, draft: content } });

    const later = { ...typed, step: 'property_info', client: { ...typed.client, cellPhone: '082 555 0101' } };
    expect((await save(later, cookie)).status).toBe(200);
    expect((await read('residential', cookie)).body.draft).toMatchObject({
      step: 'property_info',
      client: { cellPhone: '082 555 0101' },
    });
    // Only a keyed hash of the session is stored, never the token itself.
    const rows = await server.db.select({ tokenHash: drafts.tokenHash }).from(drafts);
    expect(rows.map((row) => row.tokenHash)).not.toContain(cookie.split('=')[1]);
  });

  test("a business's draft is kept apart from a household's of the same browser", async () => {
    const cookie = await started();
    const business = {
      kind: 'business',
      step: 'client_details',
      client: { firstName: 'Anna' },
      business: { businessName: 'Centurion Fresh (Pty) Ltd', directors: [{ fullName: 'Anna Botha', idNumber: '1' }] },
    };
    expect((await save(business, cookie)).status).toBe(200);
    expect((await read('business', cookie)).body.draft).toEqual({
      step: 'client_details',
      client: { firstName: 'Anna' },
      business: business.business,
    });
    expect((await read('residential', cookie)).body.draft).toMatchObject({ client: { firstName: 'Thandi' } });
  });

  test('another browser, or none, reads no draft', async () => {
    await started();
    const other = await started({ ...typed, client: { firstName: 'Sipho' } });
    expect((await read('residential', other)).body.draft.client).toEqual({ firstName: 'Sipho' });
    expect(await read('residential')).toEqual({ status: 200, body: { success: true, draft: null } });
    expect((await read('residential', 'pm_application_draft=forged-token')).body.draft).toBeNull();
  });

  test('bad input is refused with field errors, and nothing is stored', async () => {
    const before = await server.db.$count(drafts);
    const refusals: Array<[unknown, string]> = [
      [{ ...typed, kind: 'commercial' }, 'kind'],
      [{ ...typed, step: 'confirmation' }, 'step'],
      [{ ...typed, client: { firstName: 'x'.repeat(301) } }, 'client.firstName'],
      [{ ...typed, client: { password: 'x' } }, 'client'],
      [{ ...typed, client: { firstName: 12 } }, 'client.firstName'],
      [{ ...typed, business: { businessName: 'A', extra: 'x' } }, 'business'],
      [
        { ...typed, business: { directors: Array.from({ length: 21 }, () => ({ fullName: 'A', idNumber: '1' })) } },
        'business.directors',
      ],
      [{ ...typed, client: { firstName: 'bad\u0000' } }, 'client.firstName'],
    ];
    for (const [body, field] of refusals) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(draftCookieOf(response)).toBeNull();
      const { error } = await readJson(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toContain(field);
    }
    expect(
      (await readJson(await save({ ...typed, client: { firstName: 'x'.repeat(301) } }))).error.fields[
        'client.firstName'
      ],
    ).toEqual([englishMessage('validation.tooLong')]);
    expect((await sendJson(server, 'PUT', DRAFT, null)).status).toBe(400);
    const badKind = await read('commercial');
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.fields).toHaveProperty('kind');
    expect(await server.db.$count(drafts)).toBe(before);
  });

  test('is cleared when the application is created, and only the draft of that kind', async () => {
    const cookie = await started();
    expect(
      (await save({ kind: 'business', step: 'client_details', client: { firstName: 'Anna' } }, cookie)).status,
    ).toBe(200);
    const created = await sendJson(server, 'POST', '/residential-applications', validApplication(), cookie);
    expect(created.status).toBe(201);
    expect((await read('residential', cookie)).body.draft).toBeNull();
    expect((await read('business', cookie)).body.draft).toMatchObject({ client: { firstName: 'Anna' } });
  });

  test('an old draft whose shape no longer holds is no draft; an expired one is none and housekeeping deletes it', async () => {
    const cookie = await started();
    await server.db.update(drafts).set({ content: { step: 'confirmation', client: {} } });
    expect((await read('residential', cookie)).body.draft).toBeNull();

    const fresh = await started();
    await server.db.update(drafts).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await read('residential', fresh)).body.draft).toBeNull();
    await removeExpiredRows(server.db);
    expect(await server.db.$count(drafts)).toBe(0);
  });
});

describe('the application wizard draft limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { DRAFT_SAVE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('saves are limited per client address, like the other customer calls a stranger could repeat', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await sendJson(server, 'PUT', DRAFT, typed)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
