import { saDateOf } from '@protea/shared/sa-time';
import type {
  DepositRule as ApiDepositRule,
  DepositRulesAnswer,
  DepositRulesInput,
} from '@protea/shared/schemas/reference-data';
import { type Database, withTransaction } from '../../db/client.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import {
  type DepositRuleRow,
  findRuleStartingOn,
  findRulesInForce,
  insertDepositRule,
  listDepositRuleHistory,
  listLaterRules,
  lockDepositRules,
  updateDepositRuleAmount,
} from '../../db/repositories/deposit-rule-repository.js';
import { DEFAULT_DEPOSIT_RULES } from '../../db/seed/seed-reference-data.js';
import { AppError } from '../app-error.js';
import type { ReferenceActor } from './reference-actor.js';

export interface DepositRule {
  applicantType: string;
  occupancy: string;
  amountCents: number;
  /** When the rule started; absent for PRODUCT.md's defaults when no rule is stored. */
  effectiveFrom?: string;
}

const today = () => saDateOf(new Date());

/** The rules in force on `day` (today in South Africa by default), each missing one as PRODUCT.md sets it. */
export async function readDepositRules(db: Database, day = today()): Promise<DepositRule[]> {
  const stored = await findRulesInForce(db, day);
  const missing = DEFAULT_DEPOSIT_RULES.filter(
    (rule) => !stored.some((row) => row.applicantType === rule.applicantType && row.occupancy === rule.occupancy),
  );
  return [...stored, ...missing];
}

/** The rule for an applicant's type and occupancy among `rules`. */
export function depositRuleFor(rules: readonly DepositRule[], isBusiness: boolean, isOwner: boolean) {
  const applicantType = isBusiness ? 'business' : 'residential';
  const occupancy = isOwner ? 'owner' : 'tenant';
  return rules.find((rule) => rule.applicantType === applicantType && rule.occupancy === occupancy);
}

/** The deposit the rules set for an applicant's type and occupancy. */
export const depositByRule = (rules: readonly DepositRule[], isBusiness: boolean, isOwner: boolean): number =>
  depositRuleFor(rules, isBusiness, isOwner)?.amountCents ?? 0;

const toApi = (row: DepositRuleRow): ApiDepositRule => ({
  applicantType: row.applicantType,
  occupancy: row.occupancy,
  amount: row.amountCents / 100,
  effectiveFrom: row.effectiveFrom,
});

/** `GET /admin/reference/deposit-rules`: the rules in force today, those that start later, and every rule ever set. */
export async function depositRulesAnswer(db: Database): Promise<DepositRulesAnswer> {
  const day = today();
  const [inForce, later, history] = await Promise.all([
    findRulesInForce(db, day),
    listLaterRules(db, day),
    listDepositRuleHistory(db),
  ]);
  return {
    rules: [...inForce, ...later].map(toApi),
    history: history.map(({ rule, setBy }) => ({
      ...toApi(rule),
      setBy,
      setAt: rule.updatedAt.toISOString(),
    })),
  };
}

/**
 * Sets rules from their dates on (`PUT /admin/reference/deposit-rules`). A rule stored as it is changes nothing, so
 * the body GET answers can be sent back. A rule may start today or later, and one that has not started yet may be
 * corrected; one that has started is history, since deposits were calculated from it: its change is refused (409).
 */
export async function setDepositRules(db: Database, actor: ReferenceActor, input: DepositRulesInput) {
  const day = today();
  await withTransaction(db, async (tx) => {
    await lockDepositRules(tx);
    for (const rule of input.rules) {
      const amountCents = Math.round(rule.amount * 100);
      const stored = await findRuleStartingOn(tx, rule);
      if (stored?.amountCents === amountCents) continue;
      if (rule.effectiveFrom < day) {
        throw new AppError('deposit_rule_started', { vars: { date: rule.effectiveFrom } });
      }
      if (stored) await updateDepositRuleAmount(tx, stored.id, amountCents, actor.adminId);
      else await insertDepositRule(tx, { ...rule, amountCents, createdBy: actor.adminId });
      await insertAudit(tx, {
        adminId: actor.adminId,
        actor: actor.username,
        action: 'reference.deposit_rule_set',
        entityType: 'deposit_rule',
        entityId: `${rule.applicantType}-${rule.occupancy}-${rule.effectiveFrom}`,
        details: { ...rule, amountCents, previousCents: stored?.amountCents ?? null },
        ip: actor.ip,
      });
    }
  });
  return depositRulesAnswer(db);
}
