import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
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
import { postJson, readJson, TEST_ADMIN, type TestServer } from './support/test-server.js';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A free port on 127.0.0.1. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}: ${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url}: ${output()}`);
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
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const ports = [await freePort(), await freePort()];
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      HOST: '127.0.0.1',
    };
    const started = ports.map((port) => {
      let output = '';
      const child = spawn(process.execPath, [MAIN, '--seed'], { env: { ...env, PORT: String(port) } });
      child.stdout!.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr!.on('data', (chunk) => {
        output += chunk;
      });
      children.push(child);
      return waitForHealth(`http://127.0.0.1:${port}/ClientApps/api/health`, child, () => output);
    });
    await Promise.all(started);
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(48) }); // only dataDir is read by the helpers
    for (const port of ports) {
      servers.push({
        url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
        config,
        db: undefined as never,
        notifier: { drain: async () => 0 },
        routes: [],
        close: async () => {},
      });
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('both start (migrations and seeds take turns), and one application goes through them alternately', async () => {
    const [a, b] = servers as [TestServer, TestServer];
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
      code: readLatestCode(a, `+27${(body.cellPhone as string).slice(1)}`),
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
  });
});
