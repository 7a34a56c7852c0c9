import { PROVINCES } from '@protea/shared/constants';
import type { TerminationRegisterAddress } from '@protea/shared/schemas/termination';
import type { Database } from '../../db/client.js';
import { findOpenAccount } from '../../db/repositories/account-repository.js';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { isHolder, sameEntry } from './register-check.js';

/** `112 Albert Street` as the wizard asks it: the number, then the street. */
const STREET_ADDRESS = /^(\d+[A-Za-z]?)\s+(.+)$/;

/**
 * The address of the account's premise in the register, for the property step to start from (issue 39). Only to the
 * customer whose number is verified and whose ID (or CIPC) number is the open account's holder's: anyone else learns
 * nothing, not even whether the account exists.
 */
export async function registerAddressOf(
  db: Database,
  t: Pick<TerminationRow, 'accountNumber' | 'idNumber' | 'registrationNumber' | 'cellConfirmedAt'>,
): Promise<TerminationRegisterAddress | null> {
  const found = t.cellConfirmedAt && t.accountNumber ? await findOpenAccount(db, t.accountNumber) : undefined;
  if (!found?.complexName || !found.unitNumber || !isHolder(found.account.holderIdNumber, t)) return null;
  const street = STREET_ADDRESS.exec(found.streetAddress?.trim() ?? '');
  return {
    complexName: found.complexName,
    unitNumber: found.unitNumber,
    streetNumber: street?.[1] ?? '',
    streetName: street?.[2] ?? found.streetAddress ?? '',
    suburb: found.suburb ?? '',
    province:
      PROVINCES.find((p) => sameEntry(p.name, found.province) || sameEntry(p.slug, found.province))?.slug ?? null,
  };
}
