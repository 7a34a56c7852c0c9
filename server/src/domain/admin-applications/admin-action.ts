import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { Database } from '../../db/client.js';
import { insertApplicationEvent } from '../../db/repositories/application-repository.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';

export interface AdminContext {
  db: Database;
  admin: AdminProfile;
  ip: string;
}

/** The audit record and, when it shows on the timeline, the event of one admin action. */
export async function recordAdminAction(
  ctx: AdminContext,
  entry: {
    application: { id: string; reference: string; status: string };
    action: string;
    statusBefore?: string | null;
    statusAfter?: string | null;
    details?: Record<string, unknown>;
    timeline?: { kind: 'status' | 'note' | 'message'; text?: string | null };
  },
): Promise<void> {
  await insertAudit(ctx.db, {
    adminId: ctx.admin.id,
    actor: ctx.admin.username,
    action: entry.action,
    entityType: 'application',
    entityId: entry.application.reference,
    // Actions that do not move the status still record it, before and after alike.
    statusBefore: entry.statusBefore ?? entry.application.status,
    statusAfter: entry.statusAfter ?? entry.statusBefore ?? entry.application.status,
    details: entry.details,
    ip: ctx.ip,
  });
  if (entry.timeline) {
    await insertApplicationEvent(ctx.db, {
      applicationId: entry.application.id,
      actorType: 'admin',
      adminId: ctx.admin.id,
      kind: entry.timeline.kind,
      statusFrom: entry.timeline.kind === 'status' ? (entry.statusBefore ?? null) : null,
      statusTo: entry.timeline.kind === 'status' ? (entry.statusAfter ?? null) : null,
      text: entry.timeline.text ?? null,
    });
  }
}
