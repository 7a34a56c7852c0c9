import type { Readable } from 'node:stream';
import type { Language } from '@protea/shared/constants';
import type { MessageVar } from '@protea/shared/notification-messages';
import type { z } from 'zod';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import type { AdminContext } from '../cases/admin-context.js';

/** A staff decision the kind offers besides the ones every kind shares: its body's schema and what it does. */
export interface KindAction {
  /** The body's schema; null for an action that takes no body. */
  schema: z.ZodType | null;
  run: (ctx: AdminContext, id: string, input: unknown) => Promise<unknown>;
}

/** A kind's action whose input is what its schema parses. */
export function kindAction<S extends z.ZodType | null>(
  schema: S,
  run: (ctx: AdminContext, id: string, input: S extends z.ZodType ? z.output<S> : undefined) => Promise<unknown>,
): KindAction {
  return { schema, run: run as KindAction['run'] };
}

/**
 * One kind of request as the back office sees it (applications, terminations): what differs between kinds, and
 * nothing else. The admin routes (http/routes/admin-cases.ts) and the shared decisions (case-decisions.ts)
 * read it, so a rule written there holds for every kind at once (docs/decisions/030-one-admin-module.md).
 */
export interface AdminCaseKind<Row extends CaseRow = CaseRow, Query = unknown> {
  /** The spec's path of one case under the API: `/admin/applications`, `/admin/terminations`. */
  path: string;
  /** The spec's statistics call: `/admin/stats`, `/admin/termination-stats`. */
  statsPath: string;
  /** The name of the list's CSV file and of its access-log entry. */
  listName: 'applications' | 'terminations';
  listQuery: z.ZodType<Query>;
  list: (db: Database, query: Query) => Promise<unknown>;
  exportCsv: (db: Database, query: Query) => Readable;
  stats: (db: Database) => Promise<unknown>;
  /** The case by whatever the spec lets staff name it by (id, reference, account number); 404 otherwise. */
  load: (db: Database, idOrReference: string) => Promise<Row>;
  /** Locks the case for the transaction and reads it as it is now. */
  lock: (tx: Database, id: string) => Promise<Row>;
  detail: (db: Database, row: Row, language: Language) => Promise<unknown>;
  /** The kind's document slots that staff approve or refuse one by one, as named in the review's path. */
  documentType: z.ZodType<string>;
  decisions: {
    rejectSchema: z.ZodType<{ reason: string; message?: string }>;
    infoSchema: z.ZodType<{ message: string }>;
    rejectionReasons: readonly string[];
    infoRequests: readonly string[];
    /** The customer's SMS of each shared decision; the email repeats it under `emailSubject`. */
    sms: { rejected: string; infoRequested: string };
    emailSubject?: string;
    /** Values every message of the kind names (a termination's account number). */
    messageVars: (row: Row) => Record<string, MessageVar>;
    /** Answers of the spec for each shared decision. */
    answers: Record<'reject' | 'request-info' | 'archive', { success: true; message: string }>;
    /** What else a request for information changes (an application's wizard reopens at its documents). */
    onInfoRequested?: (tx: Database, row: Row) => Promise<void>;
  };
  /** The kind's own decisions (approve, complete, cancel, deposit...), under `path/:id/<name>`. */
  actions: Record<string, KindAction>;
  /** A staff copy of the request's PDF under `path/:id/pdf`, when the kind's PDF has no path of its own. */
  pdf?: {
    fileName: (idOrReference: string) => string;
    render: (
      deps: { db: Database; storage: FileStorage },
      row: Row,
      verification: PdfVerification,
    ) => Promise<Uint8Array>;
  };
}
