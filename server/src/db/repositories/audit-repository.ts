import type { Database } from '../client.js';
import { auditLog } from '../schema.js';

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
