import type { SQL } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client.js';

/** Both drivers answer db.execute with `{ rows }`. */
export async function queryRows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as { rows: T[] }).rows;
}
