import type { Database } from '../../db/client.js';
import { findApplicationByIdOrReference } from '../../db/repositories/admin-application-repository.js';
import { type ApplicationRow, findApplicationById } from '../../db/repositories/application-repository.js';
import { lockCase } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';

export async function loadForAdmin(db: Database, idOrReference: string): Promise<ApplicationRow> {
  const application = await findApplicationByIdOrReference(db, idOrReference);
  if (!application) throw new AppError('application_not_found');
  return application;
}

/** Locks the application for this transaction and reads it as it is now, not as it was before. */
export async function lockApplication(tx: Database, id: string): Promise<ApplicationRow> {
  await lockCase(tx, id);
  const application = await findApplicationById(tx, id);
  if (!application) throw new AppError('application_not_found');
  return application;
}
