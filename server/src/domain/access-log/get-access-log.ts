import { ACCESS_KINDS, type AccessKind, type AccessLogResponse } from '@protea/shared/access-log';
import type { CaseKind } from '@protea/shared/case-kinds';
import type { Database } from '../../db/client.js';
import { listAccessRecords } from '../../db/repositories/audit-repository.js';
import { entityTypeOf } from '../cases/record-case-action.js';

/** The newest reads shown; older ones stay in the audit log. */
const SHOWN = 200;

const kindOf = (action: string): AccessKind | null => {
  const what = action.slice('access.'.length);
  return (ACCESS_KINDS as readonly string[]).includes(what) ? (what as AccessKind) : null;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Who read a case's personal data and when (issue 13): its detail, documents, signature and PDFs, newest first. */
export async function getAccessLog(
  db: Database,
  target: { kind: CaseKind; reference: string },
): Promise<AccessLogResponse> {
  const rows = await listAccessRecords(db, entityTypeOf(target.kind), target.reference, SHOWN);
  return {
    entries: rows.flatMap((row) => {
      const what = kindOf(row.action);
      if (!what) return [];
      const details = row.details ?? {};
      return [
        {
          id: row.id,
          at: row.at.toISOString(),
          what,
          by: row.username ? { displayName: row.displayName ?? row.username, username: row.username } : null,
          ip: row.ip,
          document:
            'documentType' in details
              ? { type: textOf(details.documentType), name: textOf(details.documentName) }
              : null,
        },
      ];
    }),
  };
}
