import type { Database } from '../client.js';
import { depositRules } from '../schema.js';

/** PRODUCT.md's deposit rules, in force since before the portal; an admin's later rules start on their own dates. */
export const DEFAULT_DEPOSIT_RULES = [
  { applicantType: 'residential', occupancy: 'owner', amountCents: 0 },
  { applicantType: 'residential', occupancy: 'tenant', amountCents: 200_000 },
  { applicantType: 'business', occupancy: 'owner', amountCents: 250_000 },
  { applicantType: 'business', occupancy: 'tenant', amountCents: 500_000 },
] as const;

export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(depositRules)
    .values([...DEFAULT_DEPOSIT_RULES])
    .onConflictDoNothing();
}
