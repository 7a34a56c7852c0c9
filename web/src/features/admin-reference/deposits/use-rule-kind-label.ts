import type { DepositRule } from '@protea/shared/schemas/reference-data';
import { useTranslation } from 'react-i18next';
import { type RuleKind, ruleKindOf } from './deposit-form-schema';

/** "Residential tenant", "Business owner": a rule's kind as staff say it. */
export function useRuleKindLabel() {
  const { t } = useTranslation();
  return (rule: RuleKind | Pick<DepositRule, 'applicantType' | 'occupancy'>) =>
    t(`admin.reference.deposits.kinds.${typeof rule === 'string' ? rule : ruleKindOf(rule)}`);
}
