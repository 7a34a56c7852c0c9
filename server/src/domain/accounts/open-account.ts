import { randomInt } from 'node:crypto';
import { saDateOf } from '@protea/shared/sa-time';
import type { Database } from '../../db/client.js';
import { insertAccount } from '../../db/repositories/account-repository.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { insertCaseEvent } from '../../db/repositories/case-repository.js';

/** Eight digits, leading zeros kept; random, so a number says nothing about how many accounts there are. */
const newAccountNumber = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/**
 * Opens the account of a completed application in the caller's transaction (PRODUCT.md 'Customer
 * accounts'): on its premise, with the approved deposit, the holder as the application names them.
 */
export async function openAccountForApplication(tx: Database, application: ApplicationRow): Promise<string> {
  const business = application.business as { businessName?: string; registrationNumber?: string } | null;
  const holderName =
    business?.businessName ?? [application.firstName, application.surname].filter(Boolean).join(' ').trim();
  for (let attempt = 0; attempt < 20; attempt++) {
    const opened = await insertAccount(tx, {
      accountNumber: newAccountNumber(),
      holderName: holderName || application.displayName,
      holderIdNumber: business?.registrationNumber ?? application.idNumber ?? '',
      isBusiness: application.isBusiness,
      premiseId: application.premiseId,
      cellPhone: application.cellPhone,
      depositCents: application.depositCents ?? 0,
      openedOn: saDateOf(new Date()),
      openedByCaseId: application.id,
    });
    if (!opened) continue;
    await insertCaseEvent(tx, {
      caseId: application.id,
      actorType: 'system',
      kind: 'account_opened',
      data: { accountNumber: opened.accountNumber },
    });
    return opened.accountNumber;
  }
  throw new Error('could not find a free account number');
}
