import { saDateOf } from '@protea/shared/sa-time';
import type { GuardFacts } from '@protea/shared/workflow/guards';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';

/**
 * What a termination's completion must respect: the disconnection date the customer asked for, against
 * South Africa's today; an early disconnection staff record takes its place.
 */
export const completionFactsOf = (
  t: Pick<TerminationRow, 'disconnectionDate'>,
  earlyDate: string | null = null,
  now = new Date(),
): GuardFacts => ({ disconnection: { date: earlyDate ?? t.disconnectionDate, today: saDateOf(now) } });
