import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import type { Database } from '../../db/client.js';
import {
  type ApplicationRow,
  findApplicationById,
  findApplicationByReference,
} from '../../db/repositories/application-repository.js';
import { AppError, forbidden, unauthorized } from '../app-error.js';
import { normalizeReference } from './reference-number.js';

/** True while the applicant may still change the application (the workflow's 'customer' edit statuses). */
export const isEditableByApplicant = (status: string) => canEdit(applicationWorkflow, 'customer', status);

export async function findByReferenceOr404(db: Database, reference: string): Promise<ApplicationRow> {
  const normalized = normalizeReference(reference);
  const application = normalized ? await findApplicationByReference(db, normalized) : undefined;
  if (!application) throw new AppError('application_not_found');
  return application;
}

/** The application behind a reference, only for the session that owns it (or an admin). */
export async function loadOwnApplication(
  db: Database,
  reference: string,
  access: { sessionCaseId: string | null; isAdmin?: boolean },
): Promise<ApplicationRow> {
  if (!access.sessionCaseId && !access.isAdmin) throw unauthorized();
  const application = await findByReferenceOr404(db, reference);
  if (!access.isAdmin && application.id !== access.sessionCaseId) throw forbidden();
  return application;
}

export function assertEditable(application: Pick<ApplicationRow, 'status'>): void {
  if (!isEditableByApplicant(application.status)) throw new AppError('not_editable');
}

/** The application the applicant session belongs to, for calls that name no reference. */
export async function loadSessionApplication(db: Database, sessionCaseId: string | null): Promise<ApplicationRow> {
  if (!sessionCaseId) throw unauthorized();
  const application = await findApplicationById(db, sessionCaseId);
  if (!application) throw unauthorized();
  return application;
}
