import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { applications } from '../schema.js';

export async function findApplicationKind(db: Database, reference: string) {
  const rows = await db
    .select({ id: applications.id, isBusiness: applications.isBusiness })
    .from(applications)
    .where(eq(applications.reference, reference))
    .limit(1);
  return rows[0];
}
