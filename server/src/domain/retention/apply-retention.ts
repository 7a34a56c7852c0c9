import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { type Database, withTransaction } from '../../db/client.js';
import {
  claimJobRun,
  deleteCases,
  deleteDocumentsOfCases,
  documentsOfCases,
  lockArchivedWithDocuments,
  lockStaleDrafts,
  recordJobResult,
} from '../../db/repositories/retention-repository.js';
import { recordCaseAction } from '../cases/record-case-action.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Cases handled per transaction: short transactions, and a crash loses at most one batch's work (redone next run). */
const BATCH = 100;
export const RETENTION_JOB = 'retention';

export interface RetentionPolicy {
  draftDays: number;
  documentDays: number;
}

export interface RetentionResult {
  draftsDeleted: string[];
  /** References of archived requests whose documents were deleted, with how many each. */
  documentsRemoved: Array<{ reference: string; count: number }>;
  filesDeleted: number;
  /** Files whose rows are gone but which storage could not delete now; the uploads sweep removes them later. */
  filesLeft: number;
}

interface RetentionDeps {
  db: Database;
  storage: FileStorage;
}

/**
 * Issue 13, POPIA's "no longer than needed": deletes drafts never submitted (with their documents) after
 * `draftDays` without a change, and the documents of archived requests after `documentDays`, keeping the request, its
 * timeline and its audit. Each batch commits with an audit row per request (and a timeline event for an archived
 * one); files are deleted once their rows are gone. Rows are locked with SKIP LOCKED, so two processes never work on
 * one request.
 */
export async function applyRetention(deps: RetentionDeps, policy: RetentionPolicy, now = new Date()) {
  const result: RetentionResult = { draftsDeleted: [], documentsRemoved: [], filesDeleted: 0, filesLeft: 0 };
  const draftsBefore = new Date(now.getTime() - policy.draftDays * DAY_MS);
  const documentsBefore = new Date(now.getTime() - policy.documentDays * DAY_MS);

  for (;;) {
    const storedNames = await withTransaction(deps.db, async (tx) => {
      const drafts = await lockStaleDrafts(tx, draftsBefore, BATCH);
      if (drafts.length === 0) return null;
      const ids = drafts.map((draft) => draft.id);
      const files = await documentsOfCases(tx, ids);
      for (const draft of drafts) {
        await recordCaseAction(tx, { type: 'system' }, draft, {
          action: 'retention.draft_deleted',
          details: {
            afterDays: policy.draftDays,
            documents: files.filter((file) => file.caseId === draft.id).length,
          },
        });
      }
      await deleteCases(tx, ids);
      result.draftsDeleted.push(...drafts.map((draft) => draft.reference));
      return files.map((file) => file.storedName);
    });
    if (!storedNames) break;
    await deleteFiles(deps.storage, storedNames, result);
  }

  for (;;) {
    const storedNames = await withTransaction(deps.db, async (tx) => {
      const archived = await lockArchivedWithDocuments(tx, documentsBefore, BATCH);
      if (archived.length === 0) return null;
      const ids = archived.map((target) => target.id);
      const files = await documentsOfCases(tx, ids);
      for (const target of archived) {
        const count = files.filter((file) => file.caseId === target.id).length;
        await recordCaseAction(tx, { type: 'system' }, target, {
          action: 'retention.documents_removed',
          details: { afterDays: policy.documentDays, documents: count },
          event: { kind: 'documents_removed', data: { count, afterDays: policy.documentDays } },
        });
        result.documentsRemoved.push({ reference: target.reference, count });
      }
      await deleteDocumentsOfCases(tx, ids);
      return files.map((file) => file.storedName);
    });
    if (!storedNames) break;
    await deleteFiles(deps.storage, storedNames, result);
  }
  return result;
}

async function deleteFiles(storage: FileStorage, storedNames: string[], result: RetentionResult) {
  for (const storedName of storedNames) {
    try {
      await storage.remove(storedName);
      result.filesDeleted++;
    } catch {
      result.filesLeft++;
    }
  }
}

/**
 * The daily run: the process that claims today's run (one statement in the database, so one process among many)
 * applies the policy and records what it removed. Returns null when another process ran it within the day.
 */
export async function runDailyRetention(deps: RetentionDeps, policy: RetentionPolicy, now = new Date()) {
  if (!(await claimJobRun(deps.db, RETENTION_JOB, DAY_MS, now))) return null;
  const result = await applyRetention(deps, policy, now);
  await recordJobResult(deps.db, RETENTION_JOB, {
    at: now.toISOString(),
    draftsDeleted: result.draftsDeleted.length,
    archivedRequests: result.documentsRemoved.length,
    documentsRemoved: result.documentsRemoved.reduce((sum, entry) => sum + entry.count, 0),
    filesDeleted: result.filesDeleted,
    filesLeft: result.filesLeft,
  });
  return result;
}
