import { applicationKindOf } from '@protea/shared/kinds/application-kinds';
import type { BusinessDetails } from '@protea/shared/schemas/business-application';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import type { Database } from '../../db/client.js';
import {
  type ApplicationRow,
  findApplicationById,
  findApplicationByReference,
} from '../../db/repositories/application-repository.js';
import { AppError, forbidden, unauthorized } from '../app-error.js';
import type { CaseAccess } from '../cases/case-access.js';
import { normalizeReference } from '../cases/reference-number.js';

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
  access: { sessionCaseId: string | null; admin?: CaseAccess['admin'] },
): Promise<ApplicationRow> {
  if (!access.sessionCaseId && !access.admin) throw unauthorized();
  const application = await findByReferenceOr404(db, reference);
  if (!access.admin && application.id !== access.sessionCaseId) throw forbidden();
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

type OfKind = Pick<ApplicationRow, 'isBusiness' | 'business'>;

const kindOf = (application: OfKind) => applicationKindOf(application.isBusiness ? 'business' : 'residential');

/** The documents an application must hold before it is submitted, as its kind says (a business's vary). */
export const requiredDocumentsOf = (application: OfKind): readonly string[] =>
  kindOf(application).requiredDocuments(application.business as BusinessDetails | null);

/** Whether a type is one of the upload slots of the application's kind (a business has one per further director). */
export const isDocumentTypeOf = (application: OfKind, type: string) =>
  kindOf(application)
    .documentSlots(application.business as BusinessDetails | null)
    .includes(type);
