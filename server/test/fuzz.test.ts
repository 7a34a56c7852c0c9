import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCookie, createApplication, tinyPdf } from './support/applicant.js';
import { startDraft } from './support/terminating-customer.js';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

/** A small seeded generator: the same run sends the same requests, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const PARAMS = [
  'x',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '99999999999999999999',
  '-1',
  '0',
  'PM-2026-12345',
  '00005555',
  'TEMP',
  'a'.repeat(3000),
  '%25',
  '%zz',
  '00000000-0000-4000-8000-000000000000',
  'null',
  'constructor',
];

const QUERIES = [
  '',
  '?status=%00',
  '?page=-1&pageSize=abc',
  `?search=${'x'.repeat(600)}`,
  '?sort=__proto__&order=sideways',
  '?a[b][c]=d&a=1',
  '?appReference=%ED%A0%80&docType=..',
  '?terminationId=TEMP&docType=meter',
  '?kind=%00',
  '?dateFilter=tomorrow&type=%F0%9F%98%80',
  '?page=99999999999999999999',
  '?search=%25_%5C',
];

const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;

/** Bodies a client could send by mistake or on purpose; each with the content type it claims. */
function bodies(reference: string, pdf: Buffer): Array<{ type?: string; body?: string }> {
  const boundary = 'fuzz-boundary';
  const part = (name: string, value: string, file?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${value}\r\n`;
  const form = `${part('applicationId', reference)}${part('documentType', 'id')}${part('document', pdf.toString('latin1'), 'id.pdf')}--${boundary}--\r\n`;
  return [
    {},
    { type: 'application/json', body: '{' },
    { type: 'application/json', body: '' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: '[]' },
    { type: 'application/json', body: '"text"' },
    { type: 'application/json', body: '12345678901234567890' },
    { type: 'application/json', body: deep },
    { type: 'application/json', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
    { type: 'application/json', body: JSON.stringify({ note: 'x'.repeat(1_100_000) }) },
    {
      type: 'application/json',
      body: '{"reason":"\\ud800","message":"\\u0000","note":"\\udfff","amount":"1e999","complexId":1e308,"code":[]}',
    },
    {
      type: 'application/json',
      body: JSON.stringify({
        applicationNumber: reference,
        signatureType: 'drawn',
        signatureData: 'data:image/jpeg;base64,////',
        acceptedTerms: true,
        stepNumber: 1e9,
        depositAmount: -5,
        depositNeeded: 'yes',
        cellPhone: '+'.repeat(40),
        idNumber: '0'.repeat(13),
        occupationDate: '2026-02-30',
        premiseId: 99999999999,
      }),
    },
    {
      type: 'application/json',
      body: JSON.stringify({
        kind: 'residential',
        consent: true,
        terminationId: 'TEMP',
        personalDetails: { proteaAccountNumber: '0'.repeat(5000), cellPhone: '\u202e0821234567', title: ['mr'] },
        propertyInfo: { isOwner: 'yes', disconnectionDate: '+275760-09-13', province: { slug: 'gauteng' } },
        depositDeclaration: {
          bank: 'Capitec Bank',
          accountNumber: '１２３４５６７８９０',
          declarationAccepted: 'true',
        },
        signatureType: 'drawn',
        uploadedFiles: [{ size: 1e308 }],
      }),
    },
    { type: 'text/plain', body: 'hello' },
    { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
    { type: `multipart/form-data; boundary=${boundary}`, body: form },
    { type: `multipart/form-data; boundary=${boundary}`, body: form.slice(0, form.length / 2) },
    { type: 'multipart/form-data', body: form },
    { type: `multipart/form-data; boundary=${boundary}`, body: form.replace('id.pdf', `${'n'.repeat(300)}.pdf`) },
  ];
}

/** Runs `work` over every item with at most `limit` at a time. */
async function pooled<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// On PostgreSQL when it is there (what production runs), else on PGlite: once is enough for the time it takes.
describe.each(DATABASES.slice(-1))('fuzzing every route on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('Two thousand malformed requests over every route: no answer is a 5xx', { timeout: 240_000 }, async () => {
    const admin = await adminCookie(server);
    const applicant = await createApplication(server);
    const terminating = await startDraft(server);
    const pdf = await tinyPdf();
    const next = random(20261122);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const routes = server.routes.filter((r) => r.url.startsWith('/ClientApps/api') || r.url.startsWith('/api'));
    expect(routes.length).toBeGreaterThan(40);

    const requests: Array<{ method: string; path: string; type?: string; body?: string; cookie: string }> = [];
    while (requests.length < 2200) {
      for (const route of routes) {
        if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
        const path = route.url.replace(/:(\w+)/g, () => pick(PARAMS)).replace('*', pick(PARAMS));
        const carries = route.method !== 'GET';
        const { type, body } = carries ? pick(bodies(applicant.reference, pdf)) : {};
        requests.push({
          method: route.method,
          path: `${path}${pick(QUERIES)}`,
          type,
          body,
          cookie: pick([
            '',
            admin,
            applicant.cookie,
            `${admin}; ${applicant.cookie}`,
            terminating.cookie,
            `${applicant.cookie}; ${terminating.cookie}`,
            'pm_admin=forged; pm_applicant=%00; pm_termination=%ff',
          ]),
        });
      }
    }

    const failures: string[] = [];
    await pooled(requests, 8, async (request) => {
      const headers: Record<string, string> = {};
      if (request.type) headers['content-type'] = request.type;
      if (request.cookie) headers.cookie = request.cookie;
      const response = await fetch(server.url(request.path), { method: request.method, headers, body: request.body });
      await response.arrayBuffer();
      if (response.status >= 500) {
        failures.push(`${request.method} ${request.path.slice(0, 120)} [${request.type ?? ''}] -> ${response.status}`);
      }
    });
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    expect(failures).toEqual([]);
  });
});
