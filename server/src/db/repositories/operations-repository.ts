import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { notifications } from '../schema.js';
import { executeRows } from './raw-rows.js';

export interface NotificationQueueFigures {
  queued: number;
  sending: number;
  failed: number;
  /** Seconds since the oldest message still queued was written; 0 when none is. */
  oldestQueuedSeconds: number;
}

/**
 * The outbox as the metrics show it, read at each scrape. Queued and sending use the partial index of due messages;
 * failed counts every failed row (a scan of the failed ones only through the status filter).
 */
export async function notificationQueueFigures(db: Database): Promise<NotificationQueueFigures> {
  const rows = await executeRows<{ status: string; count: number | string; oldest: number | string | null }>(
    db,
    sql`select status, count(*) as count,
          extract(epoch from (now() - min(${notifications.createdAt}))) as oldest
        from ${notifications}
        where status in ('queued', 'sending', 'failed')
        group by status`,
  );
  const figures: NotificationQueueFigures = { queued: 0, sending: 0, failed: 0, oldestQueuedSeconds: 0 };
  for (const row of rows) {
    if (row.status === 'queued' || row.status === 'sending' || row.status === 'failed') {
      figures[row.status] = Number(row.count);
    }
    if (row.status === 'queued' && row.oldest !== null) figures.oldestQueuedSeconds = Math.max(0, Number(row.oldest));
  }
  return figures;
}

/** Whether the database answers a statement at all. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The journal time (`when`) of the last migration applied, or null when none is (drizzle's own table). */
export async function lastAppliedMigrationTime(db: Database): Promise<number | null> {
  const rows = await executeRows<{ created_at: number | string | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const value = rows[0]?.created_at;
  return value === null || value === undefined ? null : Number(value);
}
