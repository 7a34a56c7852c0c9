import { type Database, withTransaction } from '../../db/client.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { assertEditable, requiredDocumentsOf } from '../applications/application-access.js';
import { assertDocumentsComplete } from './missing-documents.js';

export async function completeDocuments(
  db: Database,
  application: ApplicationRow,
  postal: { postalAddress: string; postalCode: string },
): Promise<void> {
  assertEditable(application);
  await assertDocumentsComplete(db, application.id, requiredDocumentsOf(application));
  await withTransaction(db, (tx) => updateApplication(tx, application.id, postal));
}
