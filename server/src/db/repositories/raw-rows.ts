import type { SQL } from 'drizzle-orm';
import type { Database } from '../client.js';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function executeRows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
