import type { Language } from '@protea/shared/constants';
import type { TerminationDraft, TerminationWizardKind } from '@protea/shared/schemas/termination';
import type { Database } from '../../db/client.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { findTerminationById, type TerminationRow } from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';
import { confirmCell } from '../verification/confirm-cell.js';
import { openTerminationNotice } from './open-termination.js';
import { findSessionTermination } from './termination-access.js';
import { toTerminationDraft, wizardKindOf } from './termination-fields.js';

/** The termination as its wizard reads it, with its documents. */
export async function terminationDraftOf(
  db: Database,
  termination: TerminationRow,
  language: Language,
): Promise<TerminationDraft> {
  return toTerminationDraft(termination, await listDocuments(db, termination.id), language);
}

/** The draft read again, once the call has changed the termination. */
export async function currentTerminationDraft(db: Database, id: string, language: Language) {
  return terminationDraftOf(db, (await findTerminationById(db, id))!, language);
}

/** The session's own termination, of the wizard's kind when one is named; 404 without one. */
export async function readSessionDraft(
  db: Database,
  access: { sessionCaseId: string | null },
  kind: TerminationWizardKind | undefined,
  language: Language,
) {
  const termination = await findSessionTermination(db, access);
  if (!termination || (kind && wizardKindOf(termination) !== kind)) throw new AppError('termination_not_found');
  return terminationDraftOf(db, termination, language);
}

/**
 * The draft's number verified by its code: the draft as it is now and, the customer known by the code, the request
 * their account already has under way, if any.
 */
export async function confirmDraftCell(
  deps: { db: Database; sessionSecret: string },
  termination: TerminationRow,
  code: string,
  language: Language,
) {
  await confirmCell(deps, termination, code);
  const verified = (await findTerminationById(deps.db, termination.id))!;
  return {
    termination: await terminationDraftOf(deps.db, verified, language),
    openTermination: await openTerminationNotice(deps.db, verified),
  };
}
