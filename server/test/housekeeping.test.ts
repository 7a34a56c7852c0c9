import { existsSync, mkdirSync, readdirSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { adminSessions, throttleEvents } from '../src/db/schema.js';
import { removeExpiredRows } from '../src/domain/housekeeping.js';
import { insertApplication, insertDocument } from './support/admin.js';
import { DATABASES, postJson, startTestServer, TEST_ADMIN, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('housekeeping on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('dead sessions and day-old throttle events are removed, live ones kept', async () => {
    await postJson(server.url('/api/admin/login'), TEST_ADMIN);
    await postJson(server.url('/api/admin/login'), TEST_ADMIN);
    const [dead] = await server.db.select({ id: adminSessions.id }).from(adminSessions).limit(1);
    await server.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(sql`${adminSessions.id} = ${dead!.id}`);
    await server.db
      .insert(throttleEvents)
      .values([{ key: 'login:user:old', at: sql`now() - interval '2 days'` }, { key: 'login:user:recent' }]);

    await removeExpiredRows(server.db);

    expect(await server.db.$count(adminSessions)).toBe(1);
    expect((await server.db.select().from(throttleEvents)).map((e) => e.key)).toEqual(['login:user:recent']);
  });
});

describe.each(DATABASES)('the uploads sweep on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // A sweep every 0.6 s, of files older than a minute.
    server = await startTestServer(kind, { UPLOAD_SWEEP_MINUTES: '0.01', UPLOAD_SWEEP_AGE_MINUTES: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('Files a crash left while the server runs are tidied within seconds, not at a start ten minutes later', async () => {
    const uploads = path.join(server.config.dataDir, 'uploads');
    const staging = path.join(server.config.dataDir, 'uploads-staging');
    mkdirSync(staging, { recursive: true });
    const app = await insertApplication(server, { status: 'pending' });
    // Its row committed, its move into place did not happen.
    const committed = (await insertDocument(server, app.id, 'id')).storedName;
    renameSync(path.join(uploads, committed), path.join(staging, committed));
    const unfinished = `${'c'.repeat(32)}.pdf`;
    const unnamed = `${'d'.repeat(32)}.png`;
    const inFlight = `${'e'.repeat(32)}.png`;
    writeFileSync(path.join(staging, unfinished), '%PDF-1.7 cut off');
    writeFileSync(path.join(uploads, unnamed), 'no row names me');
    const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
    for (const file of [path.join(staging, committed), path.join(staging, unfinished), path.join(uploads, unnamed)]) {
      utimesSync(file, twoMinutesAgo, twoMinutesAgo);
    }
    writeFileSync(path.join(staging, inFlight), 'an upload under way');

    // The sweep tidies the staging folder first, then the uploads: wait for both.
    await vi.waitFor(
      () => {
        expect(readdirSync(staging)).toEqual([inFlight]);
        expect(existsSync(path.join(uploads, unnamed))).toBe(false);
      },
      { timeout: 5000, interval: 100 },
    );
    expect(existsSync(path.join(uploads, committed))).toBe(true);
  });
});
