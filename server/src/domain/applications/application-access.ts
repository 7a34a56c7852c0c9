import type { Database } from '../../db/client.js';
import {
  type ApplicationRow,
  findApplicationById,
  findApplicationByReference,
} from '../../db/repositories/application-repository.js';
import { AppError, forbidden, notFound, unauthorized } from '../app-error.js';
import { normalizeReference } from './reference-number.js';

export const EDITABLE_STATUSES = new Set(['incomplete', 'needsinfo']);

export async function findByReferenceOr404(db: Database, reference: string): Promise<ApplicationRow> {
  const normalized = normalizeReference(reference);
  const application = normalized ? await findApplicationByReference(db, normalized) : undefined;
  if (!application) throw notFound('errors.applicationNotFound');
  return application;
}

/** The application behind a reference, only for the session that owns it (or an admin). */
export async function loadOwnApplication(
  db: Database,
  reference: string,
  access: { sessionApplicationId: string | null; isAdmin?: boolean },
): Promise<ApplicationRow> {
  if (!access.sessionApplicationId && !access.isAdmin) throw unauthorized();
  const application = await findByReferenceOr404(db, reference);
  if (!access.isAdmin && application.id !== access.sessionApplicationId) throw forbidden();
  return application;
}

export function assertEditable(application: ApplicationRow): void {
  if (!EDITABLE_STATUSES.has(application.status)) throw new AppError('not_editable', 409, 'errors.notEditable');
}

/** The application the applicant session belongs to, for calls that name no reference. */
export async function loadSessionApplication(
  db: Database,
  sessionApplicationId: string | null,
): Promise<ApplicationRow> {
  if (!sessionApplicationId) throw unauthorized();
  const application = await findApplicationById(db, sessionApplicationId);
  if (!application) throw unauthorized();
  return application;
}
