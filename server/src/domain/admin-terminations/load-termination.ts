import type { Database } from '../../db/client.js';
import { lockCase } from '../../db/repositories/case-repository.js';
import {
  findLatestTerminationOfAccount,
  findTerminationById,
  findTerminationByReference,
  type TerminationRow,
} from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';
import { terminationNamed } from '../terminations/termination-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A termination by its id, its reference (`TM-...`) or its account number (the latest submitted); 404 otherwise. */
export async function loadTerminationForAdmin(db: Database, idOrNumber: string): Promise<TerminationRow> {
  const named = terminationNamed(idOrNumber);
  const termination = UUID.test(named)
    ? await findTerminationById(db, named)
    : ((await findTerminationByReference(db, named)) ?? (await findLatestTerminationOfAccount(db, named)));
  if (!termination) throw new AppError('termination_not_found');
  return termination;
}

/** Locks the termination for this transaction and reads it as it is now. */
export async function lockTermination(tx: Database, id: string): Promise<TerminationRow> {
  await lockCase(tx, id);
  const termination = await findTerminationById(tx, id);
  if (!termination) throw new AppError('termination_not_found');
  return termination;
}
