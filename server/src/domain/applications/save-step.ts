import { type Database, withTransaction } from '../../db/client.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';
import { isEditableByApplicant } from './application-access.js';

/** Steps 8-12 while the applicant may still change things; 13 only once submitted. */
export async function saveStep(db: Database, application: ApplicationRow, stepNumber: number): Promise<void> {
  const isSubmitted = !isEditableByApplicant(application.status);
  if (stepNumber === 13 ? !isSubmitted : isSubmitted) throw new AppError('step_not_allowed');
  await withTransaction(db, (tx) => updateApplication(tx, application.id, { stepNo: stepNumber }));
}
