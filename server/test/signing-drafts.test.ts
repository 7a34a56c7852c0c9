import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApplication, readyToSubmit, sendJson, signTyped } from './support/applicant.js';
import { readyTermination, submission, submitTermination } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const TYPED = { ticked: ['acceptTerms', 'trueAndCorrect'], signatureType: 'typed', typed: 'Thandi Mok', drawn: null };

describe.each(DATABASES)("a wizard's last step is kept as a draft on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const read = async (pathname: string, cookie?: string) => {
    const response = await sendJson(server, 'GET', pathname, undefined, cookie);
    return { status: response.status, body: await readJson(response) };
  };

  test('Applicants find the boxes and the signature begun again, until they submit', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const path = `/residential-applications/${reference}/signing-draft`;
    expect((await read(path, cookie)).body.draft).toBeNull();
    expect((await sendJson(server, 'PUT', path, TYPED, cookie)).status).toBe(200);
    expect((await read(path, cookie)).body.draft).toEqual(TYPED);

    const bad = await sendJson(server, 'PUT', path, { ...TYPED, ticked: ['everything'], extra: 1 }, cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields ?? {}).length).toBeGreaterThan(0);
    expect((await read(path, cookie)).body.draft).toEqual(TYPED);

    const stranger = await createApplication(server);
    expect((await read(path, stranger.cookie)).status).toBe(403);
    expect((await sendJson(server, 'PUT', path, TYPED, stranger.cookie)).status).toBe(403);
    expect((await read(path)).status).toBe(401);

    expect((await signTyped(server, reference, cookie)).status).toBe(200);
    expect((await read(path, cookie)).body.draft).toBeNull();
    expect((await sendJson(server, 'PUT', path, TYPED, cookie)).status).toBe(409);
  });

  test('Customers terminating find the declaration ticked and the drawing again, until they submit', async () => {
    const { cookie, personal } = await readyTermination(server);
    const drawn = { ticked: ['declaration'], signatureType: 'drawn', typed: '', drawn: 'data:image/jpeg;base64,AAAA' };
    expect((await read('/terminations/draft/signing', cookie)).body.draft).toBeNull();
    expect((await sendJson(server, 'PUT', '/terminations/draft/signing', drawn, cookie)).status).toBe(200);
    expect((await read('/terminations/draft/signing', cookie)).body.draft).toEqual(drawn);
    expect((await read('/terminations/draft/signing')).status).toBe(401);

    expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
    expect((await read('/terminations/draft/signing', cookie)).body.draft).toBeNull();
  });
});
