import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases, documents, jobRuns } from '../schema.js';

/**
 * Claims a periodic job's run for this process when its last run is older than `everyMs`: one statement, so of several
 * processes asking at once exactly one gets it. True when this process should run the job now.
 */
export async function claimJobRun(db: Database, name: string, everyMs: number, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now }, where: lt(jobRuns.lastRunAt, due) })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

export async function recordJobResult(db: Database, name: string, result: Record<string, unknown>): Promise<void> {
  await db.update(jobRuns).set({ lastResult: result }).where(eq(jobRuns.name, name));
}

/** Drafts never submitted and unchanged since `before`, locked for this transaction (others skip them). */
export function lockStaleDrafts(tx: Database, before: Date, limit: number) {
  return tx
    .select({ id: cases.id, kind: cases.kind, reference: cases.reference, status: cases.status })
    .from(cases)
    .where(and(eq(cases.status, 'incomplete'), isNull(cases.submittedAt), lt(cases.updatedAt, before)))
    .orderBy(cases.updatedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Archived requests unchanged since `before` that still hold documents, locked for this transaction. */
export function lockArchivedWithDocuments(tx: Database, before: Date, limit: number) {
  return tx
    .select({ id: cases.id, kind: cases.kind, reference: cases.reference, status: cases.status })
    .from(cases)
    .where(
      and(
        eq(cases.status, 'archived'),
        lt(cases.updatedAt, before),
        sql`exists (select 1 from ${documents} where ${documents.caseId} = ${cases.id})`,
      ),
    )
    .orderBy(cases.updatedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function documentsOfCases(tx: Database, caseIds: string[]) {
  return tx
    .select({ id: documents.id, caseId: documents.caseId, storedName: documents.storedName })
    .from(documents)
    .where(inArray(documents.caseId, caseIds));
}

export async function deleteDocumentsOfCases(tx: Database, caseIds: string[]): Promise<void> {
  await tx.delete(documents).where(inArray(documents.caseId, caseIds));
}

/** Deletes the cases; their documents' rows, events, consents, sessions and codes go with them (ON DELETE CASCADE). */
export async function deleteCases(tx: Database, caseIds: string[]): Promise<void> {
  await tx.delete(cases).where(inArray(cases.id, caseIds));
}
