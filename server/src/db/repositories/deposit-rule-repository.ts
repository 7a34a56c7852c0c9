import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { adminUsers, depositRules } from '../schema.js';

export type DepositRuleRow = typeof depositRules.$inferSelect;

/** The rule of each type and occupancy in force on `day` (the latest that started by then). */
export function findRulesInForce(db: Database, day: string): Promise<DepositRuleRow[]> {
  return db
    .selectDistinctOn([depositRules.applicantType, depositRules.occupancy])
    .from(depositRules)
    .where(lte(depositRules.effectiveFrom, day))
    .orderBy(depositRules.applicantType, depositRules.occupancy, desc(depositRules.effectiveFrom));
}

/** Every rule ever set, newest start first, with the name of who set it. */
export function listDepositRuleHistory(db: Database) {
  return db
    .select({ rule: depositRules, setBy: adminUsers.displayName })
    .from(depositRules)
    .leftJoin(adminUsers, eq(adminUsers.id, depositRules.createdBy))
    .orderBy(desc(depositRules.effectiveFrom), depositRules.applicantType, depositRules.occupancy);
}

/** Rules that start after `day`, oldest first. */
export function listLaterRules(db: Database, day: string): Promise<DepositRuleRow[]> {
  return db
    .select()
    .from(depositRules)
    .where(sql`${depositRules.effectiveFrom} > ${day}`)
    .orderBy(depositRules.effectiveFrom, depositRules.applicantType, depositRules.occupancy);
}

export async function findRuleStartingOn(
  db: Database,
  rule: Pick<DepositRuleRow, 'applicantType' | 'occupancy' | 'effectiveFrom'>,
): Promise<DepositRuleRow | undefined> {
  const rows = await db
    .select()
    .from(depositRules)
    .where(
      and(
        eq(depositRules.applicantType, rule.applicantType),
        eq(depositRules.occupancy, rule.occupancy),
        eq(depositRules.effectiveFrom, rule.effectiveFrom),
      ),
    )
    .for('update');
  return rows[0];
}

export async function insertDepositRule(db: Database, values: typeof depositRules.$inferInsert) {
  await db.insert(depositRules).values(values);
}

export async function updateDepositRuleAmount(db: Database, id: number, amountCents: number, adminId: string | null) {
  await db
    .update(depositRules)
    .set({ amountCents, createdBy: adminId, updatedAt: new Date() })
    .where(eq(depositRules.id, id));
}

/** Serialises changes to the rules: two administrators setting the same start date at once do not both insert. */
export async function lockDepositRules(tx: Database) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('protea.deposit-rules'))`);
}
