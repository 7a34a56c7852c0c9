import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFileStorage, type FileStorage } from '../src/adapters/storage/file-storage.js';
import { insertNotification } from '../src/db/repositories/notification-repository.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** A port nothing listens on now (the kernel's pick, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The local storage, but one that refuses every write while `broken` is set (the tests run as root: no chmod). */
function breakableStorage(dir: string) {
  const real = createFileStorage(dir);
  const state = { broken: false };
  const storage: FileStorage = {
    ...real,
    stage: (content, extension) =>
      state.broken
        ? Promise.reject(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' }))
        : real.stage(content, extension),
  };
  return { storage, state };
}

describe.each(DATABASES)('metrics and readiness on %s', (kind) => {
  let server: TestServer;
  let metricsPort: number;
  let storageDir: string;
  let storageState: { broken: boolean };
  beforeAll(async () => {
    metricsPort = await freePort();
    storageDir = mkdtempSync(path.join(tmpdir(), 'pm-ready-'));
    const breakable = breakableStorage(storageDir);
    storageState = breakable.state;
    server = await startTestServer(kind, { METRICS_PORT: String(metricsPort) }, { storage: breakable.storage });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  test('GET /metrics on METRICS_PORT shows request durations by route pattern, the queue and the process', async () => {
    // A message written a minute ago and not due yet: it stays queued while the worker runs.
    await insertNotification(server.db, {
      channel: 'sms',
      recipient: '+27821234567',
      purpose: 'status-update',
      language: 'en',
      bodyKey: 'notifications.sms.statusUpdate',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      createdAt: new Date(Date.now() - 60_000),
    });
    expect((await fetch(server.url('/ClientApps/api/health'))).status).toBe(200);
    expect((await fetch(server.url('/api/residential-applications/PM-ABCDEF-123456'))).status).toBeGreaterThan(0);
    expect((await fetch(server.url('/api/no-such-route/12345'))).status).toBe(404);

    const text = await scrape();
    expect(text).toContain('# TYPE protea_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /protea_http_request_duration_seconds_count\{route="\/ClientApps\/api\/health",method="GET",status="200"\} [1-9]/,
    );
    // The pattern, not the reference the URL carried; a URL no route matched is one series, whatever it was.
    expect(text).toContain('route="/ClientApps/api/residential-applications/:reference"');
    expect(text).not.toContain('PM-ABCDEF-123456');
    expect(text).toMatch(/route="unmatched",method="GET",status="404"/);
    expect(text).not.toContain('no-such-route');

    expect(text).toMatch(/protea_notification_queue_messages\{status="queued"\} [1-9]/);
    expect(text).toMatch(/protea_notification_queue_messages\{status="sending"\} \d/);
    expect(text).toMatch(/protea_notification_queue_messages\{status="failed"\} \d/);
    const age = Number(/^protea_notification_oldest_queued_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(59);
    // Default process and event-loop metrics, from the server's own registry.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    if (kind === 'postgres') expect(text).toMatch(/protea_db_pool_clients\{state="total"\} \d/);
    else expect(text).not.toContain('protea_db_pool_clients');
  });

  test('the metrics listener answers nothing else, and the public port has no /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
    // Answered where asked, never redirected (fetch would follow a redirect under the base path to its 404).
    const onPublicPort = ['/metrics', '/metrics/', '/metrics?name[]=x', '/ClientApps/metrics', '/api/metrics'];
    for (const pathname of [...onPublicPort, '/ClientApps/api/metrics']) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(server.url(pathname), { method, redirect: 'manual' });
        expect(response.status, `${method} ${pathname}`).toBe(404);
        expect(response.headers.get('location'), pathname).toBeNull();
        expect(await response.text(), pathname).not.toContain('protea_');
      }
    }
  });

  test('ready answers 200 when the database, the migrations and the storage are fine', async () => {
    for (const prefix of ['/ClientApps/api', '/api']) {
      const response = await fetch(server.url(`${prefix}/ready`));
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      });
    }
    // The probe leaves nothing behind.
    const left = await createFileStorage(storageDir).sweep(async () => new Set(), 0);
    expect(left).toEqual({ completed: 0, removed: 0, failed: 0 });
  });

  test('ready answers 503 naming the storage when it takes no file, and 200 again once it does', async () => {
    storageState.broken = true;
    try {
      const response = await fetch(server.url('/ClientApps/api/ready'));
      expect(response.status).toBe(503);
      expect(await readJson(response)).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
      });
      // Health stays as it was: the process answers.
      expect((await fetch(server.url('/ClientApps/api/health'))).status).toBe(200);
    } finally {
      storageState.broken = false;
    }
    expect((await fetch(server.url('/ClientApps/api/ready'))).status).toBe(200);
  });

  test('ready answers 503 naming the migrations when the newest one is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const removed = await server.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
    );
    const row = (removed as unknown as { rows: Array<{ hash: string; created_at: string }> }).rows[0]!;
    try {
      const response = await fetch(server.url('/ClientApps/api/ready'));
      expect(response.status).toBe(503);
      expect((await readJson(response)).checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' });
    } finally {
      await server.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
    }
    expect((await fetch(server.url('/ClientApps/api/ready'))).status).toBe(200);
  });
});

describe('metrics off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  test('without METRICS_PORT no listener starts and the public port still has no /metrics', async () => {
    expect(server.config.METRICS_PORT).toBeUndefined();
    expect((await fetch(server.url('/metrics'), { redirect: 'manual' })).status).toBe(404);
  });
});
