import type { AccessKind } from '@protea/shared/access-log';
import type { CaseKind } from '@protea/shared/case-kinds';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { Database } from '../../db/client.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import { entityTypeOf } from '../cases/record-case-action.js';

export interface StaffReader {
  admin: AdminProfile;
  ip: string;
}

/** The audit action of a staff read: `access.detail`, `access.document`, ... (issue 13, POPIA). */
const accessAction = (what: AccessKind | 'csv') => `access.${what}`;

/**
 * Records that a staff member read a request's personal data: who, what, when, from where, in the audit log. Called
 * once the read has succeeded, before its answer goes out.
 */
export async function recordStaffAccess(
  db: Database,
  reader: StaffReader,
  target: { kind: CaseKind; reference: string },
  what: AccessKind,
  document?: { type: string; name: string },
): Promise<void> {
  await insertAudit(db, {
    adminId: reader.admin.id,
    actor: reader.admin.username,
    action: accessAction(what === 'document' && document?.type === 'signature' ? 'signature' : what),
    entityType: entityTypeOf(target.kind),
    entityId: target.reference,
    details: document ? { documentType: document.type, documentName: document.name } : undefined,
    ip: reader.ip,
  });
}

/** Records a CSV export of a list by a staff member, with the filter it was made under. */
export async function recordListExport(
  db: Database,
  reader: StaffReader,
  list: 'applications' | 'terminations',
  filter: Record<string, unknown>,
): Promise<void> {
  await insertAudit(db, {
    adminId: reader.admin.id,
    actor: reader.admin.username,
    action: accessAction('csv'),
    entityType: 'list',
    entityId: list,
    details: { filter },
    ip: reader.ip,
  });
}
