import type { HolderAnswer } from '@protea/shared/holder-answer';
import { toE164Mobile } from '@protea/shared/phone-number';
import { addDays, daysBetween } from '@protea/shared/sa-time';
import {
  DEPOSIT_REFUND_DAYS,
  TERMINATION_NOTICE_DAYS,
  TERMINATION_PENALTY_DAYS,
} from '@protea/shared/schemas/termination';
import type { Database } from '../../db/client.js';
import { findAccountOnFile, findOpenAccount } from '../../db/repositories/account-repository.js';
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

/** Two cell numbers are the same phone however they were typed (`082 123 4567`, `+27821234567`). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return (toE164Mobile(a) ?? a) === (toE164Mobile(b) ?? b);
}

/** How the account's holder is reached: the cell number on file, in the language of the application that opened it. */
export interface HolderOnFile {
  cellPhone: string | null;
  email: string | null;
  name: string;
  language: string;
}

/**
 * Whether the holder must answer (issue 39): somebody the register does not know as the holder (another ID number, or a
 * cell number other than the holder's on file) asked. An account not in the register has no holder to ask. An answer
 * the holder already gave for this same account stands when the request is sent again after a request for information.
 */
function holderAnswerOf(
  matches: boolean,
  found: boolean,
  previous: Pick<TerminationRow, 'holderAnswer' | 'registerAccountId'>,
  accountId: number | null,
): HolderAnswer {
  if (!found || matches) return 'not_needed';
  const sameAccount = previous.registerAccountId === accountId;
  return sameAccount && (previous.holderAnswer === 'confirmed' || previous.holderAnswer === 'denied')
    ? previous.holderAnswer
    : 'awaiting';
}

/**
 * What staff need to see at a glance (PRODUCT.md 'Terminations'): whether the account is open in the
 * register, whether the ID number (or a business's CIPC number) and the premise match its holder, the
 * deposit held, how much notice was given, and when the refund is due, and whether the holder must answer for it.
 * Never shown to the customer.
 */
export async function checkAgainstRegister(
  tx: Database,
  t: Pick<
    TerminationRow,
    | 'accountNumber'
    | 'idNumber'
    | 'registrationNumber'
    | 'complexName'
    | 'unitNumber'
    | 'disconnectionDate'
    | 'cellPhone'
    | 'holderAnswer'
    | 'registerAccountId'
  >,
  today: string,
): Promise<{ columns: TerminationChanges; holder: HolderOnFile | null }> {
  const found = t.accountNumber ? await findOpenAccount(tx, t.accountNumber) : undefined;
  const disconnection = t.disconnectionDate!;
  const noticeDays = daysBetween(today, disconnection);
  const idMatches = found ? isHolder(found.account.holderIdNumber, t) : null;
  const holderMatches = idMatches === true && samePhone(found?.account.cellPhone, t.cellPhone);
  const accountId = found?.account.id ?? null;
  const columns: TerminationChanges = {
    registerAccountId: accountId,
    accountFound: found !== undefined,
    idMatches,
    holderMatches,
    holderAnswer: holderAnswerOf(holderMatches, found !== undefined, t, accountId),
    premiseMatches: found
      ? sameEntry(found.complexName, t.complexName) && sameEntry(found.unitNumber, t.unitNumber)
      : null,
    depositHeldCents: found?.account.depositCents ?? null,
    noticeDays,
    lateNotice: noticeDays < TERMINATION_NOTICE_DAYS,
    penaltyMayApply: noticeDays < TERMINATION_PENALTY_DAYS,
    refundDueDate: addDays(disconnection, DEPOSIT_REFUND_DAYS),
  };
  if (!found) return { columns, holder: null };
  const onFile = await findAccountOnFile(tx, found.account.accountNumber);
  return {
    columns,
    holder: {
      cellPhone: found.account.cellPhone,
      email: found.account.email,
      name: found.account.holderName,
      language: onFile?.language ?? 'en',
    },
  };
}
