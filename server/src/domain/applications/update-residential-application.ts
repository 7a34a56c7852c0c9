import type { BusinessDetails, UpdateBusinessApplication } from '@protea/shared/schemas/business-application';
import type { UpdateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { type Database, withTransaction } from '../../db/client.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';
import { assertEditable } from './application-access.js';
import { toApplicationColumns } from './application-fields.js';

export async function updateResidentialApplication(
  db: Database,
  application: ApplicationRow,
  input: UpdateResidentialApplication | UpdateBusinessApplication,
): Promise<ApplicationRow> {
  assertEditable(application);
  const isChangingPhone = input.cellPhone !== undefined && input.cellPhone !== application.cellPhone;
  if (isChangingPhone && application.cellConfirmedAt) throw new AppError('cell_phone_locked');
  const updated = await withTransaction(db, async (tx) =>
    updateApplication(
      tx,
      application.id,
      await toApplicationColumns(tx, input, application.business as BusinessDetails | null),
      application.status,
    ),
  );
  if (!updated) throw new AppError('not_editable');
  return updated;
}
