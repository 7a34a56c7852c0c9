import { terminationWorkflow } from '@protea/shared/workflow/termination-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import type { Database } from '../../db/client.js';
import {
  findLatestTerminationOfAccount,
  findTerminationById,
  findTerminationByReference,
  type TerminationRow,
} from '../../db/repositories/termination-repository.js';
import { AppError, forbidden, unauthorized } from '../app-error.js';
import type { CaseAccess } from '../cases/case-access.js';

/** The termination customer's session cookie: the applicant session's mechanism under its own name. */
export const TERMINATION_SESSION_COOKIE = 'pm_termination';

/** What the spec's calls send for "the draft of this session". */
export const SESSION_DRAFT_ID = 'TEMP';

export const isEditableByCustomer = (status: string) => canEdit(terminationWorkflow, 'customer', status);

export function assertCustomerEditable(termination: Pick<TerminationRow, 'status'>): void {
  if (!isEditableByCustomer(termination.status)) throw new AppError('termination_not_editable');
}

/**
 * The termination of this session. `id` may be `TEMP`, its reference or its account number; naming
 * another termination is a 403 with no data.
 */
export async function loadSessionTermination(
  db: Database,
  access: { sessionCaseId: string | null },
  id: string = SESSION_DRAFT_ID,
): Promise<TerminationRow> {
  if (!access.sessionCaseId) throw unauthorized();
  const termination = await findTerminationById(db, access.sessionCaseId);
  if (!termination) throw unauthorized();
  const named = id.trim();
  if (named && named !== SESSION_DRAFT_ID && named !== termination.reference && named !== termination.accountNumber) {
    throw forbidden();
  }
  return termination;
}

/** A termination for the session that made it, or for an admin by reference or account number. */
export async function loadTerminationForReader(db: Database, access: CaseAccess, id: string): Promise<TerminationRow> {
  if (!access.admin) return loadSessionTermination(db, access, id);
  const named = id.trim();
  const termination =
    (await findTerminationByReference(db, named.toUpperCase())) ?? (await findLatestTerminationOfAccount(db, named));
  if (!termination) throw new AppError('termination_not_found');
  return termination;
}
