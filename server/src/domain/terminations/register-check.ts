import { addDays, daysBetween } from '@protea/shared/sa-time';
import {
  DEPOSIT_REFUND_DAYS,
  TERMINATION_NOTICE_DAYS,
  TERMINATION_PENALTY_DAYS,
} from '@protea/shared/schemas/termination';
import type { Database } from '../../db/client.js';
import { findOpenAccount } from '../../db/repositories/account-repository.js';
import type { TerminationChanges, TerminationRow } from '../../db/repositories/termination-repository.js';

/** Compares what people type: case, spaces and punctuation aside, and a unit's "Unit" or leading zeros. */
export function sameEntry(a: string | null | undefined, b: string | null | undefined): boolean {
  const normalize = (value: string) =>
    value
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]/gu, '')
      .replace(/^(unit|flat|no)/, '')
      .replace(/^0+(?=\d)/, '');
  return !!a && !!b && normalize(a) === normalize(b);
}

/** Is the ID number (or a business's CIPC number) given the account holder's? */
export const isHolder = (holderIdNumber: string, t: Pick<TerminationRow, 'idNumber' | 'registrationNumber'>) =>
  sameEntry(holderIdNumber, t.idNumber) || sameEntry(holderIdNumber, t.registrationNumber);

/**
 * What staff need to see at a glance (PRODUCT.md 'Terminations'): whether the account is open in the
 * register, whether the ID number (or a business's CIPC number) and the premise match its holder, the
 * deposit held, how much notice was given, and when the refund is due. Never shown to the customer.
 */
export async function checkAgainstRegister(
  tx: Database,
  t: Pick<
    TerminationRow,
    'accountNumber' | 'idNumber' | 'registrationNumber' | 'complexName' | 'unitNumber' | 'disconnectionDate'
  >,
  today: string,
): Promise<{ columns: TerminationChanges; holderCell: string | null }> {
  const found = t.accountNumber ? await findOpenAccount(tx, t.accountNumber) : undefined;
  const disconnection = t.disconnectionDate!;
  const noticeDays = daysBetween(today, disconnection);
  const columns: TerminationChanges = {
    registerAccountId: found?.account.id ?? null,
    accountFound: found !== undefined,
    idMatches: found ? isHolder(found.account.holderIdNumber, t) : null,
    premiseMatches: found
      ? sameEntry(found.complexName, t.complexName) && sameEntry(found.unitNumber, t.unitNumber)
      : null,
    depositHeldCents: found?.account.depositCents ?? null,
    noticeDays,
    lateNotice: noticeDays < TERMINATION_NOTICE_DAYS,
    penaltyMayApply: noticeDays < TERMINATION_PENALTY_DAYS,
    refundDueDate: addDays(disconnection, DEPOSIT_REFUND_DAYS),
  };
  return { columns, holderCell: found?.account.cellPhone ?? null };
}
