import type { Database } from '../../db/client.js';
import { findApplicationByIdOrReference } from '../../db/repositories/admin-application-repository.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { notFound } from '../app-error.js';

export async function loadForAdmin(db: Database, idOrReference: string): Promise<ApplicationRow> {
  const application = await findApplicationByIdOrReference(db, idOrReference);
  if (!application) throw notFound('errors.applicationNotFound');
  return application;
}
