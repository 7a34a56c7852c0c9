import { existsSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStorage } from '../src/adapters/storage/create-storage.js';
import { auditLog, caseEvents, cases, documents, jobRuns } from '../src/db/schema.js';
import { applyRetention, RETENTION_JOB, runDailyRetention } from '../src/domain/retention/apply-retention.js';
import { insertApplication, insertDocument, uploadPath } from './support/admin.js';
import { insertTermination } from './support/terminating-customer.js';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

const DAY = 24 * 60 * 60 * 1000;
const POLICY = { draftDays: 90, documentDays: 1825 };

describe.each(DATABASES)('retention on %s', (kind) => {
  let server: TestServer;
  let deps: Parameters<typeof applyRetention>[0];
  beforeAll(async () => {
    server = await startTestServer(kind);
    deps = { db: server.db, storage: createStorage(server.config) };
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A case last changed `days` ago, with one document (file on disk) of each type given. */
  async function caseAged(status: string, days: number, types: string[], submitted = status !== 'incomplete') {
    const application = await insertApplication(server, { status, submittedAt: submitted ? new Date() : null });
    const files = [];
    for (const type of types) files.push(await insertDocument(server, application.id, type));
    await server.db
      .update(cases)
      .set({ updatedAt: new Date(Date.now() - days * DAY) })
      .where(eq(cases.id, application.id));
    return { ...application, files };
  }
  const caseExists = async (id: string) => (await server.db.$count(cases, eq(cases.id, id))) === 1;
  const documentCount = (caseId: string) => server.db.$count(documents, eq(documents.caseId, caseId));
  const auditOf = (action: string, reference: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, reference)));

  test('an old draft goes with its files; recent drafts, submitted requests and young archives stay', async () => {
    const oldDraft = await caseAged('incomplete', 91, ['id', 'deedlease']);
    const recentDraft = await caseAged('incomplete', 89, ['id']);
    const oldPending = await caseAged('pending', 400, ['id']);
    const oldRejected = await caseAged('rejected', 2000, ['id']);
    const youngArchive = await caseAged('archived', 1800, ['id']);
    const oldArchive = await caseAged('archived', 1826, ['id', 'deedlease', 'signature']);

    const result = await applyRetention(deps, POLICY);

    expect(result.draftsDeleted).toContain(oldDraft.reference);
    expect(result.draftsDeleted).not.toContain(recentDraft.reference);
    expect(await caseExists(oldDraft.id)).toBe(false);
    for (const file of oldDraft.files) expect(existsSync(uploadPath(server, file.storedName))).toBe(false);
    const [deleted] = await auditOf('retention.draft_deleted', oldDraft.reference);
    expect(deleted).toMatchObject({
      actor: 'system',
      statusBefore: 'incomplete',
      details: { afterDays: 90, documents: 2 },
    });

    expect(result.documentsRemoved).toContainEqual({ reference: oldArchive.reference, count: 3 });
    expect(await caseExists(oldArchive.id)).toBe(true);
    expect(await documentCount(oldArchive.id)).toBe(0);
    for (const file of oldArchive.files) expect(existsSync(uploadPath(server, file.storedName))).toBe(false);
    const events = await server.db.select().from(caseEvents).where(eq(caseEvents.caseId, oldArchive.id));
    expect(events.map((event) => event.kind)).toContain('documents_removed');
    expect(events.find((event) => event.kind === 'documents_removed')?.data).toEqual({ count: 3, afterDays: 1825 });
    expect(await auditOf('retention.documents_removed', oldArchive.reference)).toHaveLength(1);

    for (const kept of [recentDraft, oldPending, oldRejected, youngArchive]) {
      expect(await caseExists(kept.id), kept.status).toBe(true);
      expect(await documentCount(kept.id), kept.status).toBe(kept.files.length);
      for (const file of kept.files) expect(existsSync(uploadPath(server, file.storedName))).toBe(true);
    }
  });

  test('a draft termination past its time goes too', async () => {
    const termination = await insertTermination(server, { status: 'incomplete', submittedAt: null });
    await server.db
      .update(cases)
      .set({ updatedAt: new Date(Date.now() - 120 * DAY) })
      .where(eq(cases.id, termination.id));
    const result = await applyRetention(deps, POLICY);
    expect(result.draftsDeleted).toEqual([termination.reference]);
    expect(await caseExists(termination.id)).toBe(false);
  });

  test('two processes at once delete each old draft once', async () => {
    const drafts = await Promise.all(Array.from({ length: 12 }, () => caseAged('incomplete', 200, ['id'])));
    const [first, second] = await Promise.all([applyRetention(deps, POLICY), applyRetention(deps, POLICY)]);
    const references = drafts.map((draft) => draft.reference).sort();
    expect([...first.draftsDeleted, ...second.draftsDeleted].sort()).toEqual(references);
    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.draft_deleted'), inArray(auditLog.entityId, references)));
    expect(audits).toHaveLength(references.length);
    expect(first.filesDeleted + second.filesDeleted).toBe(references.length);
  });

  test('the daily run is claimed by one process a day, and records what it removed', async () => {
    const draft = await caseAged('incomplete', 95, []);
    const runs = await Promise.all(Array.from({ length: 5 }, () => runDailyRetention(deps, POLICY)));
    const ran = runs.filter((run) => run !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.draftsDeleted).toContain(draft.reference);
    const [row] = await server.db.select().from(jobRuns).where(eq(jobRuns.name, RETENTION_JOB));
    expect(row!.lastResult).toMatchObject({ draftsDeleted: 1 });
    // Within the day nobody runs it again; a day later somebody does.
    expect(await runDailyRetention(deps, POLICY)).toBeNull();
    expect(await runDailyRetention(deps, POLICY, new Date(Date.now() + DAY + 60_000))).not.toBeNull();
  });
});
