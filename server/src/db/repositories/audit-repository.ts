import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../client.js';
import { adminUsers, auditLog } from '../schema.js';

export interface AuditEntry {
  adminId?: string | null;
  actor: string;
  action: string;
  entityType?: string;
  entityId?: string;
  statusBefore?: string | null;
  statusAfter?: string | null;
  details?: Record<string, unknown>;
  ip?: string;
}

export async function insertAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The staff reads (`access.*`) of one case, newest first, with the reader's names. */
export function listAccessRecords(db: Database, entityType: string, entityId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      ip: auditLog.ip,
      displayName: adminUsers.displayName,
      username: adminUsers.username,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.adminId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId), like(auditLog.action, 'access.%')))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
