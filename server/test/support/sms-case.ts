import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../src/db/schema.js';
import { adminApi, insertApplication, loginAdmin } from './admin.js';
import { type JsonBody, postJson, type TestServer } from './test-server.js';

/** A rejected application whose customer is told by SMS only, and how to follow that SMS on the row and the timeline. */
export async function smsCase(server: TestServer) {
  const api = adminApi(server, await loginAdmin(server));
  const application = await insertApplication(server, { status: 'pending', email: null });
  const rejected = await api.send('POST', `/admin/applications/${application.reference}/reject`, {
    reason: 'duplicate',
  });
  expect(rejected.status).toBe(200);
  const row = async () =>
    (
      await server.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.caseId, application.id), eq(notifications.channel, 'sms')))
    )[0]!;
  return {
    application,
    row,
    /** The SMS's entry on the back office timeline. */
    timelineEntry: async (): Promise<JsonBody> =>
      ((await api.json(`/admin/applications/${application.reference}`)).timeline as JsonBody[]).find(
        (entry) => entry.kind === 'notification' && entry.data.channel === 'sms',
      ),
    /** Makes its next retry due now, instead of waiting for it. */
    dueNow: () =>
      server.db
        .update(notifications)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(notifications.caseId, application.id)),
  };
}

/** A gateway's delivery report, as it would post it to the URL configured with it. */
export const postReport = (
  server: TestServer,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> => postJson(server.url(pathname), body, headers);
