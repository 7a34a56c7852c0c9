import type { Database } from '../client.js';
import { depositRules } from '../schema.js';

/** PRODUCT.md's deposit rules; an admin's later change to an amount is kept. */
export const DEFAULT_DEPOSIT_RULES = [
  { applicantType: 'residential', occupancy: 'owner', amountCents: 0 },
  { applicantType: 'residential', occupancy: 'tenant', amountCents: 200_000 },
  { applicantType: 'business', occupancy: 'owner', amountCents: 250_000 },
  { applicantType: 'business', occupancy: 'tenant', amountCents: 500_000 },
] as const;

export interface DepositRule {
  applicantType: string;
  occupancy: string;
  amountCents: number;
}

export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(depositRules)
    .values([...DEFAULT_DEPOSIT_RULES])
    .onConflictDoNothing();
}

/** The rules as stored (what calculateDeposit reads), each missing one as PRODUCT.md sets it. */
export async function readDepositRules(db: Database): Promise<DepositRule[]> {
  const stored = await db.select().from(depositRules);
  const missing = DEFAULT_DEPOSIT_RULES.filter(
    (rule) => !stored.some((row) => row.applicantType === rule.applicantType && row.occupancy === rule.occupancy),
  );
  return [...stored, ...missing];
}

/** The deposit the rules set for an applicant's type and occupancy. */
export function depositByRule(rules: readonly DepositRule[], isBusiness: boolean, isOwner: boolean): number {
  const applicantType = isBusiness ? 'business' : 'residential';
  const occupancy = isOwner ? 'owner' : 'tenant';
  return rules.find((rule) => rule.applicantType === applicantType && rule.occupancy === occupancy)?.amountCents ?? 0;
}
