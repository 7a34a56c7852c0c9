import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { applicantSessions } from '../schema.js';

export async function insertApplicantSession(
  db: Database,
  values: { tokenHash: string; applicationId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(applicantSessions).values(values);
}

export async function findApplicantSession(db: Database, tokenHash: string) {
  return db.query.applicantSessions.findFirst({
    where: and(eq(applicantSessions.tokenHash, tokenHash), gt(applicantSessions.expiresAt, new Date())),
  });
}

export async function deleteExpiredApplicantSessions(db: Database): Promise<void> {
  await db.delete(applicantSessions).where(lt(applicantSessions.expiresAt, new Date()));
}
