import type { Language } from '@protea/shared/constants';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import type { Database } from '../../db/client.js';
import {
  type ApplicationRow,
  findApplicationById,
  findApplicationByReference,
} from '../../db/repositories/application-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { normalizeReference } from '../cases/reference-number.js';
import { toStoredRecord } from './to-stored-record.js';

/** The application as its wizard reads it, with its documents (spec 1 section 3). */
export async function applicationRecordOf(
  db: Database,
  application: ApplicationRow,
  language: Language,
): Promise<StoredApplicationRecord> {
  return toStoredRecord(application, await listDocuments(db, application.id), language);
}

/** The record read again, once the call has changed the application. */
export async function currentApplicationRecord(db: Database, id: string, language: Language) {
  return applicationRecordOf(db, (await findApplicationById(db, id))!, language);
}

export type ApplicationLookup =
  | { own: true; application: StoredApplicationRecord }
  /** `reference` is null when no application of the kind has it. */
  | { own: false; reference: string | null };

/**
 * The landing lookup of a reference under one kind: the record for the applicant's own session, for anyone else
 * only whether it exists.
 */
export async function lookUpApplication(
  db: Database,
  kind: 'residential' | 'business',
  reference: string,
  sessionCaseId: string | null,
  language: Language,
): Promise<ApplicationLookup> {
  const normalized = normalizeReference(reference);
  const found = normalized ? await findApplicationByReference(db, normalized) : undefined;
  const isOfKind = found?.isBusiness === (kind === 'business');
  if (found && isOfKind && found.id === sessionCaseId) {
    return { own: true, application: await applicationRecordOf(db, found, language) };
  }
  return { own: false, reference: found && isOfKind ? found.reference : null };
}
