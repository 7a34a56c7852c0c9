import { RESIDENTIAL_DOCUMENT_TYPES } from '@protea/shared/constants';
import {
  type BusinessDetails,
  DIRECTOR_DOCUMENT_PATTERN,
  isBusinessDocumentType,
  requiredBusinessDocuments,
} from '@protea/shared/schemas/business-application';
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

/** The documents an application must hold before it is submitted: a business's depend on its VAT number. */
export function requiredDocumentsOf(application: Pick<ApplicationRow, 'isBusiness' | 'business'>): readonly string[] {
  if (!application.isBusiness) return RESIDENTIAL_DOCUMENT_TYPES;
  const business = application.business as BusinessDetails | null;
  return requiredBusinessDocuments(business?.vatNumber, business?.directors?.length ?? 0);
}

/** The upload slots of an application's kind; a business has one ID slot per further director it named. */
export function isDocumentTypeOf(application: Pick<ApplicationRow, 'isBusiness' | 'business'>, type: string) {
  if (!application.isBusiness) return (RESIDENTIAL_DOCUMENT_TYPES as readonly string[]).includes(type);
  const director = DIRECTOR_DOCUMENT_PATTERN.exec(type);
  if (!director) return isBusinessDocumentType(type);
  const directorCount = (application.business as BusinessDetails | null)?.directors?.length ?? 0;
  return Number(type.slice('director-'.length)) <= directorCount;
}
