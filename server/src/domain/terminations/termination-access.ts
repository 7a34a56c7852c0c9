import { normalizeRequestReference } from '@protea/shared/request-reference';
import { terminationWorkflow } from '@protea/shared/workflow/termination-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import type { Database } from '../../db/client.js';
import {
  findLatestTerminationOfAccount,
  findOpenTermination,
  findTerminationById,
  findTerminationByReference,
  type TerminationRow,
} from '../../db/repositories/termination-repository.js';
import { AppError, forbidden, unauthorized } from '../app-error.js';
import type { CaseAccess } from '../cases/case-access.js';

/** A termination as a call names it: a reference however typed (`tm 2026 62261`), else an account number or `TEMP`. */
export const terminationNamed = (id: string) => normalizeRequestReference(id, 'TM') ?? id.trim();

/** The open (submitted, unfinished) termination a resume names: by its account number or its reference. */
export async function findOpenTerminationNamed(db: Database, id: string): Promise<TerminationRow | undefined> {
  const named = terminationNamed(id);
  const byReference = named.startsWith('TM-') ? await findTerminationByReference(db, named) : undefined;
  const accountNumber = byReference ? byReference.accountNumber : named;
  const open = accountNumber ? await findOpenTermination(db, accountNumber) : undefined;
  return byReference && open?.id !== byReference.id ? undefined : open;
}

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
  const named = terminationNamed(id);
  if (named && named !== SESSION_DRAFT_ID && named !== termination.reference && named !== termination.accountNumber) {
    throw forbidden();
  }
  return termination;
}

/** A termination for the session that made it, or for an admin by reference or account number. */
export async function loadTerminationForReader(db: Database, access: CaseAccess, id: string): Promise<TerminationRow> {
  if (!access.admin) return loadSessionTermination(db, access, id);
  const named = terminationNamed(id);
  const termination =
    (await findTerminationByReference(db, named)) ?? (await findLatestTerminationOfAccount(db, named));
  if (!termination) throw new AppError('termination_not_found');
  return termination;
}

/** The termination of this session, if it has one. */
export async function findSessionTermination(
  db: Database,
  access: { sessionCaseId: string | null },
): Promise<TerminationRow | undefined> {
  return access.sessionCaseId ? findTerminationById(db, access.sessionCaseId) : undefined;
}

/**
 * The termination a code is sent for: the session's own draft (`TEMP`, its reference or account number) while the
 * customer may still change it; otherwise, to resume, the open termination of that account number, whose number was
 * verified when it was submitted.
 */
export async function findTerminationToVerify(
  db: Database,
  access: { sessionCaseId: string | null },
  typed: string,
): Promise<TerminationRow> {
  const terminationId = terminationNamed(typed);
  const own = await findSessionTermination(db, access);
  if (own && [SESSION_DRAFT_ID, own.reference, own.accountNumber].includes(terminationId)) {
    if (isEditableByCustomer(own.status) || terminationId === SESSION_DRAFT_ID) {
      assertCustomerEditable(own);
      return own;
    }
  }
  if (terminationId === SESSION_DRAFT_ID)
    throw access.sessionCaseId ? new AppError('termination_not_found') : unauthorized();
  const open = await findOpenTerminationNamed(db, terminationId);
  if (!open?.cellConfirmedAt) throw new AppError('termination_not_found');
  return open;
}
