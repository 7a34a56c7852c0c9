import type { CustomerSessionRole } from '@protea/shared/holder-answer';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { customerSessions } from '../schema.js';

export async function insertCustomerSession(
  db: Database,
  values: { tokenHash: string; caseId: string; expiresAt: Date; role: CustomerSessionRole },
): Promise<void> {
  await db.insert(customerSessions).values(values);
}

/** A live session of that role: a holder's token never opens a requester's session, nor the other way round. */
export async function findCustomerSession(db: Database, tokenHash: string, role: CustomerSessionRole) {
  return db.query.customerSessions.findFirst({
    where: and(
      eq(customerSessions.tokenHash, tokenHash),
      eq(customerSessions.role, role),
      gt(customerSessions.expiresAt, new Date()),
    ),
  });
}

export async function deleteExpiredCustomerSessions(db: Database): Promise<void> {
  await db.delete(customerSessions).where(lt(customerSessions.expiresAt, new Date()));
}

/** Ends the sessions whose tokens these are (a customer signing out). */
export async function deleteCustomerSessions(db: Database, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length > 0) await db.delete(customerSessions).where(inArray(customerSessions.tokenHash, tokenHashes));
}
