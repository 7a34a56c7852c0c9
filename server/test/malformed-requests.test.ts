import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importStaging } from '../src/db/schema.js';
import { ADMIN_API, loginAdmin } from './support/admin.js';
import { createApplication, tinyPdf } from './support/applicant.js';
import { postHead, type RawAnswer, sendRaw } from './support/raw-http.js';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

const UNITS_CSV =
  'complex_name,street_address,suburb,city,province,unit_number,premise_code\nA,1 Road,B,C,Gauteng,1,MR-1\n';
const ACCOUNTS_CSV =
  'account_number,holder_name,holder_id_number,cell_number,email,complex_name,unit_number,deposit_held,opened_on,closed_on\n' +
  '00990001,A Person,8001015009087,,,,,0,2024-01-01,\n';
const BOUNDARY = 'protea-raw-boundary';

/** A multipart body written by hand: one text field, then the file, then (unless told not to) the closing boundary. */
function multipartBody(fileField: string, content: Buffer, fields: Record<string, string> = {}, close = true) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="f.csv"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(close ? `\r\n--${BOUNDARY}--\r\n` : ''),
  ]);
}

const expectClientError = (answer: RawAnswer, label: string, statuses: number[] = [400]) => {
  expect(answer.status, label).not.toBeNull();
  expect(statuses, `${label}: ${answer.status} ${answer.body}`).toContain(answer.status);
  const body = JSON.parse(answer.body);
  expect(body.error.code, label).toEqual(expect.any(String));
  expect(body.error.message, label).toEqual(expect.any(String));
  return body;
};

describe.each(DATABASES)('malformed and oversized requests on %s', (kind) => {
  let server: TestServer;
  let adminCookie: string;
  let applicant: { reference: string; cookie: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminCookie = await loginAdmin(server);
    applicant = await createApplication(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every route that takes a multipart body, with the session it needs and a body it would read. */
  const uploadRoutes = (): Array<{ path: string; cookie: string; field: string; fields?: Record<string, string> }> => [
    { path: `${ADMIN_API}/admin/reference/complexes/import?dryRun=true`, cookie: adminCookie, field: 'file' },
    { path: `${ADMIN_API}/admin/reference/accounts/import?dryRun=true`, cookie: adminCookie, field: 'file' },
    {
      path: `${ADMIN_API}/upload`,
      cookie: applicant.cookie,
      field: 'document',
      fields: { applicationId: applicant.reference, documentType: 'id' },
    },
    {
      path: `${ADMIN_API}/upload-document`,
      cookie: adminCookie,
      field: 'file',
      fields: { applicationId: applicant.reference, documentType: 'id' },
    },
    {
      path: `${ADMIN_API}/upload-termination-document`,
      cookie: adminCookie,
      field: 'document',
      fields: { terminationId: 'TRM-NONE', documentType: 'id' },
    },
  ];

  test('a multipart body without its closing boundary, cut off, or with another boundary is a 400 on every upload, never a 500', async () => {
    const pdf = await tinyPdf();
    const contentOf = (path: string) =>
      path.includes('/complexes/import')
        ? Buffer.from(UNITS_CSV.repeat(200))
        : path.includes('/accounts/import')
          ? Buffer.from(ACCOUNTS_CSV.repeat(200))
          : pdf;
    for (const route of uploadRoutes()) {
      const content = contentOf(route.path);
      const whole = multipartBody(route.field, content, route.fields);
      const head = (length: number, boundary = BOUNDARY) =>
        postHead(route.path, {
          cookie: route.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        });
      const unclosed = multipartBody(route.field, content, route.fields, false);
      const cases: Array<[string, Promise<RawAnswer>]> = [
        ['no closing boundary', sendRaw(server, head(unclosed.length), unclosed)],
        [
          'cut off in the file',
          sendRaw(server, head(whole.length), whole.subarray(0, whole.length - 300), { endAfterWriting: true }),
        ],
        [
          'cut off in the part headers',
          sendRaw(server, head(whole.length), whole.subarray(0, 40), { endAfterWriting: true }),
        ],
        ['another boundary than announced', sendRaw(server, head(whole.length, 'not-the-one'), whole)],
        ['a boundary in quotes never closed', sendRaw(server, head(whole.length, '"unclosed'), whole)],
        ['an empty boundary', sendRaw(server, head(whole.length, ''), whole)],
      ];
      for (const [label, sent] of cases) {
        const answer = await sent;
        const body = expectClientError(answer, `${route.path}: ${label}`);
        expect(body.error.code, `${route.path}: ${label}`).toMatch(/^(bad_request|file_missing)$/);
      }
    }
    // The imports cut off half-way left nothing staged behind them.
    expect(await server.db.$count(importStaging)).toBe(0);
  });

  /** The answer arrived, whole, to a client that sent its whole request first: no reset, no write left hanging. */
  const expectAnswered = (answer: RawAnswer, label: string, statuses: number[]) => {
    expectClientError(answer, label, statuses);
    expect(answer.wroteAll, `${label}: the request could be sent to its end`).toBe(true);
    expect(answer.socketError, `${label}: the connection was not reset`).toBeNull();
  };

  test('an oversized body is answered 413 or 400, and the client gets to send it and read the answer', async () => {
    for (const megabytes of [1.1, 6]) {
      const json = Buffer.from(JSON.stringify({ password: 'p'.repeat(megabytes * 1024 * 1024) }));
      const label = `${megabytes} MB of JSON to two-factor/disable`;
      const answer = await sendRaw(
        server,
        postHead('/api/admin/me/two-factor/disable', {
          cookie: adminCookie,
          'content-type': 'application/json',
          'content-length': json.length,
        }),
        json,
      );
      expectAnswered(answer, label, [413]);
      expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
      const chunked = await sendRaw(
        server,
        postHead('/api/admin/me/two-factor/disable', {
          cookie: adminCookie,
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        }),
        Buffer.concat([Buffer.from(`${json.length.toString(16)}\r\n`), json, Buffer.from('\r\n0\r\n\r\n')]),
      );
      expectAnswered(chunked, `${label}, chunked`, [413]);
    }

    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 'a');
    for (const route of uploadRoutes()) {
      const body = multipartBody(route.field, sixMegabytes, route.fields);
      const head = (cookie: string) =>
        postHead(route.path, {
          cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.length,
        });
      const malformed = route.cookie === adminCookie ? 'pm_admin=%E0%A4%A; ;;=x; =' : 'pm_applicant=%%%; ;=;';
      expectAnswered(
        await sendRaw(server, head(malformed), body),
        `6 MB to ${route.path}, cookies malformed`,
        [401, 403],
      );
      expectAnswered(await sendRaw(server, head(route.cookie), body), `6 MB to ${route.path}`, [400, 413]);
    }
    // Refused half-way through by the import, whose first part is not its file.
    const notTheFile = multipartBody('file', sixMegabytes, { note: 'first' });
    const [importRoute] = uploadRoutes();
    expectAnswered(
      await sendRaw(
        server,
        postHead(importRoute!.path.replace('file', 'x'), {
          cookie: adminCookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': notTheFile.length,
        }),
        notTheFile,
      ),
      'an import whose first part is not the file',
      [400],
    );
  }, 120_000);

  test('a very long SMS webhook path is answered 400, 414 or 431 in the error shape, and the connection closed cleanly', async () => {
    const body = Buffer.from(JSON.stringify({ reports: [] }).padEnd(2 * 1024 * 1024, ' '));
    for (const length of [5_000, 15_000, 20_000, 70_000]) {
      const answer = await sendRaw(
        server,
        postHead(`/api/webhooks/sms/${'x'.repeat(length)}`, {
          'content-type': 'application/json',
          'content-length': body.length,
        }),
        body,
      );
      expectAnswered(answer, `a path of ${length} characters`, [400, 401, 404, 413, 414, 431]);
    }
    // The server is none the worse for it.
    expect((await fetch(server.url('/api/health'))).status).toBe(200);
  });
});
