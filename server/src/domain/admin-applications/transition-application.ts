import { APPLICATION_TRANSITIONS, type ApplicationAction, canTransition } from '@protea/shared/application-workflow';
import {
  type ApplicationRow,
  type NewApplicationRow,
  updateApplication,
} from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';
import { type AdminContext, recordAdminAction } from './admin-action.js';

export function assertTransition(action: ApplicationAction, application: ApplicationRow): void {
  if (!canTransition(action, application.status)) {
    throw new AppError('invalid_transition', 409, 'errors.invalidTransition', {
      vars: { action, status: application.status },
    });
  }
}

/**
 * Moves an application along the workflow or answers 409. The update is conditional on the status
 * read, so two admins deciding at once cannot both win.
 */
export async function transitionApplication(
  ctx: AdminContext,
  application: ApplicationRow,
  action: ApplicationAction,
  extra: { columns?: Partial<NewApplicationRow>; text?: string | null; details?: Record<string, unknown> } = {},
): Promise<ApplicationRow> {
  const { to } = APPLICATION_TRANSITIONS[action];
  assertTransition(action, application);
  const updated = await updateApplication(ctx.db, application.id, { ...extra.columns, status: to }, application.status);
  if (!updated) {
    throw new AppError('invalid_transition', 409, 'errors.invalidTransition', { vars: { action, status: 'changed' } });
  }
  await recordAdminAction(ctx, {
    application,
    action: `application.${action}`,
    statusBefore: application.status,
    statusAfter: to,
    details: extra.details,
    timeline: { kind: 'status', text: extra.text ?? null },
  });
  return updated;
}
