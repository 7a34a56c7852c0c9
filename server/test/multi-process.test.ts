import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import {
  API,
  adminCookie,
  applicantCookieOf,
  readLatestCode,
  sendJson,
  tinyPdf,
  upload,
  validApplication,
} from './support/applicant.js';
import { startProcess, stopProcesses, waitForOutput } from './support/server-process.js';
import { postJson, readJson, type TestServer } from './support/test-server.js';

/** A new, empty database on the test server, and its URL. */
async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** What the test helpers need of a server they did not start: its address and its data directory. */
const processServer = (port: number, dataDir: string, sessionSecret = 'x'.repeat(48)): TestServer => ({
  url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
  config: loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: sessionSecret }),
  db: undefined as never,
  notifier: { drain: async () => 0 },
  routes: [],
  close: async () => {},
});

/**
 * One application through two processes, alternately: created on A, code asked on B and confirmed on A, documents
 * uploaded to both and read from the other, signed on A, found by staff signed in on B. `codeOf` reads the code
 * wherever the process that sent it wrote its outbox.
 */
async function applyThroughBoth(a: TestServer, b: TestServer, codeOf: (to: string) => string) {
  // Created on A; the session works on B.
  const body = validApplication();
  const created = await postJson(a.url(`${API}/residential-applications`), body);
  expect(created.status).toBe(201);
  const reference = (await readJson(created)).applicationNumber as string;
  let cookie = applicantCookieOf(created)!;
  expect((await fetch(b.url(`${API}/residential-applications/${reference}`), { headers: { cookie } })).status).toBe(
    200,
  );
  // The code is asked on B and confirmed on A; the resend limit is shared, so asking A at once is refused.
  expect((await postJson(b.url(`${API}/sms/send-verification`), { appNumber: reference })).status).toBe(200);
  expect((await postJson(a.url(`${API}/sms/send-verification`), { appNumber: reference })).status).toBe(429);
  const confirmed = await sendJson(a, 'PUT', `/residential-applications/${reference}/confirm-cell`, {
    code: codeOf(`+27${(body.cellPhone as string).slice(1)}`),
  });
  expect(confirmed.status).toBe(200);
  cookie = applicantCookieOf(confirmed) ?? cookie;
  // Documents uploaded to either are there for both.
  expect((await upload(b, cookie, reference, 'id', 'id.pdf', await tinyPdf(), 'application/pdf')).status).toBe(201);
  expect((await upload(a, cookie, reference, 'deedlease', 'l.pdf', await tinyPdf(), 'application/pdf')).status).toBe(
    201,
  );
  const record = (
    await readJson(await fetch(a.url(`${API}/residential-applications/${reference}`), { headers: { cookie } }))
  ).application;
  const idFile = record.documents.find((d: { type: string }) => d.type === 'id').fileName;
  expect((await fetch(a.url(`${API}/documents/${idFile}`), { headers: { cookie } })).status).toBe(200);
  expect(
    (
      await sendJson(
        b,
        'POST',
        `/residential-applications/${reference}/complete-documents`,
        { postalAddress: 'PO Box 1', postalCode: '0001' },
        cookie,
      )
    ).status,
  ).toBe(200);
  const signed = await sendJson(
    a,
    'POST',
    '/save-signature',
    { applicationNumber: reference, signatureType: 'typed', signatureData: 'Thandi Mokoena', acceptedTerms: true },
    cookie,
  );
  expect(signed.status).toBe(200);
  // Staff sign in on B and find it pending; the admin session works on A too.
  const staff = await adminCookie(b);
  const detail = await fetch(a.url(`${API}/admin/applications/${reference}`), { headers: { cookie: staff } });
  expect(detail.status).toBe(200);
  expect((await readJson(detail)).status).toBe('pending');
}

/**
 * Two real server processes (`node server/dist/main.js`) started at the same moment on one empty
 * PostgreSQL database and one shared data directory, as two workers behind one address would be.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two processes started together on one empty PostgreSQL', () => {
  const name = `pm_start_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-multi-'));
  const children: ChildProcess[] = [];
  const servers: TestServer[] = [];

  beforeAll(async () => {
    const url = await createDatabase(name);
    const started = await Promise.all(
      [1, 2].map(() => startProcess({ DATABASE_URL: url, DATA_DIR: dataDir }, ['--seed'])),
    );
    for (const { child, port } of started) {
      children.push(child);
      servers.push(processServer(port, dataDir));
    }
  }, 60_000);

  afterAll(async () => {
    await stopProcesses(children);
    await dropDatabase(name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('both start (migrations and seeds take turns), and one application goes through them alternately', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    await applyThroughBoth(a, b, (to) => readLatestCode(a, to));
  });
});

/** Reads the latest code to `to` from whichever of the data directories holds it (each machine has its own). */
function latestCodeIn(servers: TestServer[], to: string): string {
  const codes = servers.flatMap((server) => {
    try {
      return [readLatestCode(server, to)];
    } catch {
      return [];
    }
  });
  if (codes.length !== 1) throw new Error(`expected the code in exactly one outbox, found ${codes.length}`);
  return codes[0]!;
}

/**
 * Two machines: two processes on one PostgreSQL, each with its own data directory, sharing only the database, the
 * session secret and an S3-compatible bucket (s3rver from npm), as two hosts behind one load balancer would.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two machines: own data directories, one PostgreSQL, one bucket', () => {
  const name = `pm_machines_${randomBytes(6).toString('hex')}`;
  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'pm-host-a-')), mkdtempSync(path.join(tmpdir(), 'pm-host-b-'))];
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'pm-s3-'));
  const children: ChildProcess[] = [];
  const servers: TestServer[] = [];
  let s3: S3rver | undefined;

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'protea-documents', configs: [] }],
    });
    const s3Port = ((await s3.run()) as { port: number }).port;
    const url = await createDatabase(name);
    const sessionSecret = randomBytes(32).toString('hex');
    const started = await Promise.all(
      dataDirs.map((dataDir, index) =>
        startProcess(
          {
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            SESSION_SECRET: sessionSecret,
            STORAGE_DRIVER: 's3',
            S3_BUCKET: 'protea-documents',
            S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
          },
          index === 0 ? ['--seed'] : [],
        ),
      ),
    );
    for (const [index, { child, port }] of started.entries()) {
      children.push(child);
      servers.push(processServer(port, dataDirs[index]!, sessionSecret));
    }
  }, 60_000);

  afterAll(async () => {
    await stopProcesses(children);
    await s3?.close();
    await dropDatabase(name);
    for (const dir of [...dataDirs, s3Dir]) rmSync(dir, { recursive: true, force: true });
  });

  test('an application goes through both; each document is read on the machine that did not receive it', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    await applyThroughBoth(a, b, (to) => latestCodeIn(servers, to));
    // Nothing was written to either machine's disk: the documents are in the bucket.
    for (const dataDir of dataDirs) {
      expect(existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')) : []).toEqual([]);
    }
  });
});

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(process.env.TEST_DATABASE_URL)('npm start with WORKERS=2', () => {
  test('two workers serve one port, and SIGTERM stops them all', async () => {
    const name = `pm_workers_${randomBytes(6).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-workers-'));
    const url = await createDatabase(name);
    const { child: primary, output } = await startProcess({
      WORKERS: '2',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: '',
    });
    try {
      expect(childrenOf(primary.pid!)).toHaveLength(2);
      // The admin password is generated once, by one worker, and shown once (a worker prints once it listens, which
      // may be just after the first answer to health).
      await waitForOutput(output, /generated now and shown only once/);
      await waitForOutput(output, /Protea Management portal:/);
      expect(output().match(/generated now and shown only once/g)).toHaveLength(1);
      const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
      await dropDatabase(name);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
