import { formatRand, INFO_REQUEST_OPTIONS, REJECTION_REASONS } from '@protea/shared/application-workflow';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';
import { AppError } from '../app-error.js';
import { type NotifyDeps, notifyApplicant } from '../applications/notify-applicant.js';
import type { AdminContext } from './admin-action.js';
import { assertTransition, transitionApplication } from './transition-application.js';

export type DecisionContext = AdminContext & NotifyDeps & { resumeUrl: (reference: string) => string };

/** SMS and email of one decision; the email repeats the SMS text in a letter. */
async function tell(ctx: DecisionContext, application: ApplicationRow, smsKey: string, vars: Record<string, string>) {
  const text = translate(asLanguage(application.language), smsKey, { reference: application.reference, ...vars });
  return notifyApplicant(ctx, application, {
    kind: 'status-update',
    smsKey,
    vars: { ...vars, text },
    email: { subjectKey: 'messages.decisionEmailSubject', bodyKey: 'messages.decisionEmailBody' },
  });
}

export async function approveApplication(ctx: DecisionContext, application: ApplicationRow) {
  // The workflow speaks first: a deposit message would mislead on an application that cannot be approved.
  assertTransition('approve', application);
  if (application.depositApprovedAt === null || application.depositCents === null) {
    throw new AppError('deposit_not_approved', 409, 'errors.depositNotApproved');
  }
  const updated = await transitionApplication(ctx, application, 'approve', {
    columns: { decidedBy: ctx.admin.id, decidedAt: new Date() },
    details: { depositCents: application.depositCents },
  });
  const language = asLanguage(application.language);
  const deposit =
    application.depositCents > 0
      ? translate(language, 'messages.depositDue', { amount: formatRand(application.depositCents) })
      : translate(language, 'messages.noDeposit');
  await tell(ctx, updated, 'messages.approvedSms', { deposit });
  return updated;
}

export async function rejectApplication(
  ctx: DecisionContext,
  application: ApplicationRow,
  reason: string,
  message?: string,
) {
  const known = REJECTION_REASONS[reason as keyof typeof REJECTION_REASONS];
  const text = message || known || reason;
  const updated = await transitionApplication(ctx, application, 'reject', {
    columns: { decidedBy: ctx.admin.id, decidedAt: new Date(), lastClientMessage: text },
    text,
    details: { reason },
  });
  await tell(ctx, updated, 'messages.rejectedSms', { reason: text });
  return updated;
}

/** The application reopens to its applicant, who resumes with a code, changes what was asked and resubmits. */
export async function requestInformation(ctx: DecisionContext, application: ApplicationRow, message: string) {
  const text = INFO_REQUEST_OPTIONS[message as keyof typeof INFO_REQUEST_OPTIONS] ?? message;
  const updated = await transitionApplication(ctx, application, 'request-info', {
    columns: { infoRequested: text, lastClientMessage: text, stepNo: 8 },
    text,
  });
  await tell(ctx, updated, 'messages.infoRequestedSms', { message: text, link: ctx.resumeUrl(application.reference) });
  return updated;
}

export async function completeApplication(ctx: DecisionContext, application: ApplicationRow) {
  const updated = await transitionApplication(ctx, application, 'complete');
  await tell(ctx, updated, 'messages.completedSms', {});
  return updated;
}

export const archiveApplication = (ctx: AdminContext, application: ApplicationRow) =>
  transitionApplication(ctx, application, 'archive');
