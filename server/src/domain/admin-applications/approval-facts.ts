import type { GuardFacts } from '@protea/shared/workflow/guards';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { requiredDocumentsOf } from '../applications/application-access.js';

/** What an application's approval must respect: its required documents as staff reviewed them, and its premise. */
export function approvalFactsOf(
  application: ApplicationRow,
  documents: readonly { type: string; isApproved: boolean | null }[],
): GuardFacts {
  return {
    documents: { required: requiredDocumentsOf(application), held: documents },
    premiseConfirmed: application.premiseId !== null,
  };
}

/** The same, with the documents read in the caller's transaction (under the case's lock). */
export const readApprovalFacts = async (tx: Database, application: ApplicationRow) =>
  approvalFactsOf(application, await listDocuments(tx, application.id));
