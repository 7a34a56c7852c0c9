import { parseRandsToCents } from '@protea/shared/money';
import { isoDate } from '@protea/shared/schemas/fields';
import {
  APPLICANT_TYPES,
  type ApplicantType,
  type DepositRule,
  depositAmountSchema,
  OCCUPANCIES,
  type Occupancy,
} from '@protea/shared/schemas/reference-data';
import { text } from '@protea/shared/schemas/text';
import { z } from 'zod';

/** The four rules as one choice: `residential.tenant`. */
export const RULE_KINDS = APPLICANT_TYPES.flatMap((type) =>
  OCCUPANCIES.map((occupancy) => `${type}.${occupancy}` as const),
);
export type RuleKind = (typeof RULE_KINDS)[number];

export const ruleKindOf = (rule: Pick<DepositRule, 'applicantType' | 'occupancy'>): RuleKind =>
  `${rule.applicantType}.${rule.occupancy}`;

/**
 * A new deposit amount as staff type it (`2 600`, `2600.50`, `R 2,600`), from a day no earlier than `today`: a rule
 * that has started is history (the server answers 409 deposit_rule_started). The amount's range and cents are the
 * API's own rule.
 */
export const depositFormSchema = (today: string) =>
  z.object({
    kind: z.enum(RULE_KINDS, { error: 'admin.reference.deposits.kindRequired' }),
    amount: text('admin.reference.validation.amountRequired')
      .trim()
      .min(1, { error: 'admin.reference.validation.amountRequired', abort: true })
      .refine((v) => parseRandsToCents(v) !== null, 'admin.reference.validation.depositFormat')
      .transform((v) => parseRandsToCents(v)! / 100)
      .pipe(depositAmountSchema),
    effectiveFrom: isoDate('admin.reference.validation.effectiveFromFormat').refine(
      (v) => v >= today,
      'admin.reference.deposits.notBeforeToday',
    ),
  });

export type DepositFormInput = z.input<ReturnType<typeof depositFormSchema>>;
export type DepositFormOutput = z.output<ReturnType<typeof depositFormSchema>>;

/** The form's answer as the rule `PUT /admin/reference/deposit-rules` takes. */
export function toDepositRule({ kind, amount, effectiveFrom }: DepositFormOutput): DepositRule {
  const [applicantType, occupancy] = kind.split('.') as [ApplicantType, Occupancy];
  return { applicantType, occupancy, amount, effectiveFrom };
}
