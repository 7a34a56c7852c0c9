import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API } from './support/applicant.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('premises search on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = (text: string) => fetch(server.url(`${API}/premises/complexes?search=${encodeURIComponent(text)}`));
  const units = (id: string | number) => fetch(server.url(`${API}/premises/complexes/${id}/units`));

  test('Applicants can find their complex by name or suburb', async () => {
    const response = await search('hatfield');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.complexes.map((c: { name: string }) => c.name)).toContain('Hatfield Square Residences');
    expect(body.suggestions).toEqual([]);
    const complex = body.complexes.find((c: { name: string }) => c.name === 'Hatfield Square Residences');
    expect(complex).toMatchObject({ suburb: 'Hatfield', city: 'Pretoria', streetAddress: '1122 Burnett Street' });
    const bySuburb = await readJson(await search('Irene'));
    expect(bySuburb.complexes.map((c: { name: string }) => c.name)).toContain('Irene Glen');
  });

  test('Applicants who mistype a complex name are asked whether they meant the right one', async () => {
    const body = await readJson(await search('Watrkloof Hights'));
    expect(body.complexes).toEqual([]);
    expect(body.suggestions.map((s: { name: string }) => s.name)).toContain('Waterkloof Heights');
    expect(body.suggestions[0]).toMatchObject({ name: 'Waterkloof Heights', suburb: 'Waterkloof' });
  });

  test('Applicants can list the units of a complex', async () => {
    const [complex] = (await readJson(await search('Menlo Park Villas'))).complexes;
    const response = await units(complex.id);
    expect(response.status).toBe(200);
    const { premises } = await readJson(response);
    expect(premises.length).toBeGreaterThanOrEqual(16);
    for (const premise of premises) {
      expect(premise).toMatchObject({ id: expect.any(Number), premise: expect.any(String) });
      expect(premise.address).toContain('Menlo Park Villas');
    }
    expect(premises.map((p: { unitNumber: string }) => p.unitNumber)).toContain('16');
  });

  test('Applicants asking for units of a complex that is not a number, or searching with 200 characters, get 400', async () => {
    for (const id of ['abc', '-1', '0', '1;drop']) {
      const response = await units(id);
      expect(response.status, id).toBe(400);
      expect((await readJson(response)).error.code).toBe('validation_failed');
    }
    const long = await search('a'.repeat(200));
    expect(long.status).toBe(400);
    expect((await readJson(long)).error.fields).toEqual({ search: ['This value is too long'] });
  });
});
