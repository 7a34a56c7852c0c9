import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';

export const isDepositApproved = ({ deposit }: Pick<AdminApplicationDetail, 'deposit'>) =>
  deposit.approvedAt !== null && deposit.amountCents !== null;

/** The typed amount in rands: not a number reads as 0 (spec 2 section 5). */
export function parseRands(text: string): number {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : 0;
}

export const rands = (cents: number) => (cents / 100).toFixed(2);
