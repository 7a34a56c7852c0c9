import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { createServer } from '../src/create-server.js';
import { insertNotification } from '../src/db/repositories/notification-repository.js';
import { notifications } from '../src/db/schema.js';
import { adminApi, insertApplication, insertApprovable, loginAdmin, rowOf } from './support/admin.js';
import { DATABASES, type JsonBody, startTestServer, TEST_ADMIN, type TestServer } from './support/test-server.js';

/** An SMS gateway that answers 503 until told otherwise, and remembers what it was sent. */
function fakeGateway() {
  const received: Array<{ to: string; body: string }> = [];
  let isUp = false;
  const server: Server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (!isUp) {
        response.writeHead(503).end();
        return;
      }
      received.push(JSON.parse(body));
      response.writeHead(200).end('{}');
    });
  });
  return {
    received,
    setUp: (up: boolean) => {
      isUp = up;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms`);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASES)('durable notifications on %s', (kind) => {
  let server: TestServer;
  const gateway = fakeGateway();
  let api: ReturnType<typeof adminApi>;

  beforeAll(async () => {
    const url = await gateway.start();
    // Retries an hour apart: the test moves them forward itself, so nothing here waits.
    server = await startTestServer(kind, {
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: url,
      NOTIFICATION_RETRY_SECONDS: '3600,3600',
    });
    api = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
    await gateway.stop();
  });

  const smsOf = async (caseId: string) =>
    server.db.select().from(notifications).where(eq(notifications.caseId, caseId));
  const dueNow = (caseId: string) =>
    server.db.update(notifications).set({ nextAttemptAt: sql`now()` }).where(eq(notifications.caseId, caseId));
  const smsEntryOf = async (reference: string) =>
    ((await api.json(`/admin/applications/${reference}`)).timeline as JsonBody[]).find(
      (entry) => entry.kind === 'notification' && entry.data.channel === 'sms',
    );

  test('A decision is taken while the SMS gateway is down; the message waits, is retried and is sent once it is back', async () => {
    gateway.setUp(false);
    const app = await insertApprovable(server, {
      status: 'pending',
      email: null,
      depositCents: 0,
      depositApprovedAt: new Date(),
    });
    const approved = await api.send('POST', `/admin/applications/${app.reference}/approve`, {});
    expect(approved.status).toBe(200);
    expect((await rowOf(server, app.id)).status).toBe('approved');

    await server.notifier.drain();
    const [waiting] = await smsOf(app.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMS gateway answered 503' });
    expect(await smsEntryOf(app.reference)).toMatchObject({ delivery: { status: 'queued', attempts: 1 } });

    gateway.setUp(true);
    await dueNow(app.id);
    await server.notifier.drain();
    expect((await smsOf(app.id))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await smsEntryOf(app.reference)).toMatchObject({ delivery: { status: 'sent', attempts: 2 } });
    expect(gateway.received.filter((m) => m.to === app.cellPhone)).toHaveLength(1);
    expect(gateway.received.find((m) => m.to === app.cellPhone)?.body).toContain('approved');
  });

  test('A message the gateway refuses every time is marked failed for staff to see, after its retries', async () => {
    gateway.setUp(false);
    const app = await insertApplication(server, { status: 'pending', email: null });
    expect(
      (await api.send('POST', `/admin/applications/${app.reference}/reject`, { reason: 'duplicate' })).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      await dueNow(app.id);
      await server.notifier.drain();
    }
    expect((await smsOf(app.id))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await smsEntryOf(app.reference)).toMatchObject({ delivery: { status: 'failed', attempts: 3 } });
    // Failed for good: no later drain tries it again.
    await dueNow(app.id);
    await server.notifier.drain();
    expect((await smsOf(app.id))[0]!.attempts).toBe(3);
  });

  test('A decision that is refused queues nothing', async () => {
    const app = await insertApplication(server, { status: 'incomplete' });
    expect(
      (await api.send('POST', `/admin/applications/${app.reference}/reject`, { reason: 'duplicate' })).status,
    ).toBe(409);
    expect(await smsOf(app.id)).toEqual([]);
  });
});

/** A second server process on the same PostgreSQL database, as behind a load balancer. */
async function startProcess(url: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-process-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SESSION_SECRET: 'a-session-secret-shared-by-every-process-0123456789',
  });
  const { app } = await createServer(config, { database: { url }, webDist: null });
  await app.ready();
  return { app, dataDir };
}

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const name = `pm_two_${randomBytes(6).toString('hex')}`;
  let url: string;
  let processes: Array<Awaited<ReturnType<typeof startProcess>>> = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(process.env.TEST_DATABASE_URL!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    // Started one after the other: the second finds the migrations applied.
    processes = [await startProcess(url), await startProcess(url)];
  });
  afterAll(async () => {
    for (const { app, dataDir } of processes) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  test('Sixty queued messages drained by both processes at once are each sent exactly once', async () => {
    const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const db = first.app.deps.database.db;
    for (let index = 0; index < 60; index++) {
      await insertNotification(db, {
        channel: 'sms',
        recipient: `+2782${String(1_000_000 + index)}`,
        purpose: 'status-update',
        language: 'en',
        bodyKey: 'messages.adminMessageSms',
        vars: { message: `message ${index}` },
      });
    }
    const sent = await Promise.all([first.app.deps.notifier.drain(), second.app.deps.notifier.drain()]);
    const outboxLines = processes.flatMap(({ dataDir }) => {
      const file = path.join(dataDir, 'outbox', 'sms.jsonl');
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    });
    expect(outboxLines).toHaveLength(60);
    expect(new Set(outboxLines.map((line) => JSON.parse(line).to)).size).toBe(60);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(60);
    const statuses = await db.select({ status: notifications.status }).from(notifications);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
});
