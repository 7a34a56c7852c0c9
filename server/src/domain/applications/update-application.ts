import type { BusinessDetails, UpdateBusinessApplication } from '@protea/shared/schemas/business-application';
import type { UpdateResidentialApplication } from '@protea/shared/schemas/residential-application';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { type Database, withTransaction } from '../../db/client.js';
import {
  type ApplicationRow,
  updateApplication as updateApplicationRow,
} from '../../db/repositories/application-repository.js';
import { lockCase } from '../../db/repositories/case-repository.js';
import type { DocumentRow } from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';
import { assertEditable } from './application-access.js';
import { toApplicationColumns } from './application-fields.js';
import { followDirectors } from './director-documents.js';

/** The applicant's change to their application, residential or business, while it is theirs to edit. */
export async function updateApplication(
  deps: { db: Database; storage: FileStorage },
  application: ApplicationRow,
  input: UpdateResidentialApplication | UpdateBusinessApplication,
): Promise<ApplicationRow> {
  assertEditable(application);
  const isChangingPhone = input.cellPhone !== undefined && input.cellPhone !== application.cellPhone;
  if (isChangingPhone && application.cellConfirmedAt) throw new AppError('cell_phone_locked');
  const newDirectors = 'directors' in input ? input.directors : undefined;
  let removed: DocumentRow[] = [];
  const updated = await withTransaction(deps.db, async (tx) => {
    // Under the case's lock, so an upload into a director's slot waits for the slots to settle.
    await lockCase(tx, application.id);
    const current = application.business as BusinessDetails | null;
    const row = await updateApplicationRow(
      tx,
      application.id,
      await toApplicationColumns(tx, input, current),
      application.status,
    );
    if (row && application.isBusiness && newDirectors) {
      removed = await followDirectors(tx, application.id, current?.directors ?? [], newDirectors);
    }
    return row;
  });
  if (!updated) throw new AppError('not_editable');
  for (const document of removed) await deps.storage.remove(document.storedName);
  return updated;
}
