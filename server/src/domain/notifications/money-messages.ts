import { formatRand } from '@protea/shared/money';
import type { MessageVar } from '@protea/shared/notification-messages';

/** The approval message's line on the deposit: the amount due in `formatRand`'s form, or that none is due. */
export const depositMessage = (depositCents: number | null): MessageVar =>
  depositCents
    ? { key: 'messages.depositDue', vars: { amount: formatRand(depositCents) } }
    : { key: 'messages.noDeposit' };

/** The completed termination's line on the deposit held: the refund and its due date, or that there is none. */
export const refundMessage = (depositCents: number, refundDueDate: string): MessageVar =>
  depositCents > 0
    ? { key: 'messages.terminationRefundDue', vars: { amount: formatRand(depositCents), date: refundDueDate } }
    : { key: 'messages.terminationNoRefund' };
