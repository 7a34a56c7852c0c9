import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';

export const isDepositApproved = ({ deposit }: Pick<AdminApplicationDetail, 'deposit'>) =>
  deposit.approvedAt !== null && deposit.amountCents !== null;

export const rands = (cents: number) => (cents / 100).toFixed(2);
