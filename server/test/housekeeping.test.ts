import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSessions, throttleEvents } from '../src/db/schema.js';
import { removeExpiredRows } from '../src/domain/housekeeping.js';
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
