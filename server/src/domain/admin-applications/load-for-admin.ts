import type { Database } from '../../db/client.js';
import { findApplicationByIdOrReference } from '../../db/repositories/admin-application-repository.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';

export async function loadForAdmin(db: Database, idOrReference: string): Promise<ApplicationRow> {
  const application = await findApplicationByIdOrReference(db, idOrReference);
  if (!application) throw new AppError('application_not_found');
  return application;
}
