import type { Database } from '../../db/client.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';
import { EDITABLE_STATUSES } from './application-access.js';

/** Steps 8-12 while the applicant may still change things; 13 only once submitted. */
export async function saveStep(db: Database, application: ApplicationRow, stepNumber: number): Promise<void> {
  const isSubmitted = !EDITABLE_STATUSES.has(application.status);
  if (stepNumber === 13 ? !isSubmitted : isSubmitted) {
    throw new AppError('step_not_allowed', 409, 'errors.stepNotAllowed');
  }
  await updateApplication(db, application.id, { stepNo: stepNumber });
}
