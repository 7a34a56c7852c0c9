import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases } from '../schema.js';

/** A request (application or termination) by its reference exactly as stored, for the chat's per-request questions. */
export async function findRequestByReference(db: Database, reference: string) {
  const [row] = await db
    .select({
      id: cases.id,
      reference: cases.reference,
      kind: cases.kind,
      displayName: cases.displayName,
      status: cases.status,
    })
    .from(cases)
    .where(eq(cases.reference, reference))
    .limit(1);
  return row;
}
