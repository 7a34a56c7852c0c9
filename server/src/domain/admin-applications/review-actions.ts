import {
  findComplexById,
  findPremiseByCode,
  setDocumentApproval,
} from '../../db/repositories/admin-application-repository.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { findDocumentByType } from '../../db/repositories/document-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';
import { AppError, notFound } from '../app-error.js';
import type { NotifyDeps } from '../applications/notify-applicant.js';
import { type AdminContext, recordAdminAction } from './admin-action.js';

const LOCKED_FOR_PROPERTY = new Set(['approved', 'completed', 'archived', 'rejected']);

export async function addNote(ctx: AdminContext, application: ApplicationRow, note: string) {
  await recordAdminAction(ctx, {
    application,
    action: 'application.note',
    timeline: { kind: 'note', text: note },
  });
}

function assertPropertyEditable(application: ApplicationRow) {
  if (LOCKED_FOR_PROPERTY.has(application.status)) {
    throw new AppError('invalid_transition', 409, 'errors.invalidTransition', {
      vars: { action: 'confirm', status: application.status },
    });
  }
}

/** Links the application to a complex of the premises register; a unit of another complex is cleared. */
export async function confirmComplex(ctx: AdminContext, application: ApplicationRow, complexId: number) {
  assertPropertyEditable(application);
  const complex = await findComplexById(ctx.db, complexId);
  if (!complex) throw notFound('errors.complexNotFound');
  await updateApplication(ctx.db, application.id, {
    complexId: complex.id,
    complexName: complex.name,
    premiseId: application.complexId === complex.id ? application.premiseId : null,
  });
  await recordAdminAction(ctx, {
    application,
    action: 'application.complex_confirmed',
    details: { complexId: complex.id, complexName: complex.name, previous: application.complexName },
    timeline: { kind: 'note', text: `Complex confirmed: ${complex.name}` },
  });
}

export async function confirmUnit(ctx: AdminContext, application: ApplicationRow, premiseCode: string) {
  assertPropertyEditable(application);
  const premise = await findPremiseByCode(ctx.db, premiseCode);
  if (!premise) throw notFound('errors.premiseNotInComplex');
  if (application.complexId !== null && premise.complexId !== application.complexId) {
    throw new AppError('premise_not_in_complex', 409, 'errors.premiseNotInComplex');
  }
  await updateApplication(ctx.db, application.id, {
    premiseId: premise.id,
    complexId: premise.complexId,
    unitNumber: premise.unitNumber,
  });
  await recordAdminAction(ctx, {
    application,
    action: 'application.unit_confirmed',
    details: { premise: premise.premise, previousUnit: application.unitNumber },
    timeline: { kind: 'note', text: `Unit confirmed: ${premise.premise} (${premise.address})` },
  });
}

export async function reviewDocument(
  ctx: AdminContext,
  application: ApplicationRow,
  type: string,
  isApproved: boolean,
) {
  const document = await findDocumentByType(ctx.db, application.id, type);
  if (!document) throw notFound('errors.documentNotFound');
  await setDocumentApproval(ctx.db, document.id, isApproved, ctx.admin.id);
  await recordAdminAction(ctx, {
    application,
    action: isApproved ? 'document.approved' : 'document.rejected',
    details: { type, fileName: document.storedName },
    timeline: { kind: 'note', text: `${isApproved ? 'Approved' : 'Rejected'} document: ${type}` },
  });
}

/** A free message from the admin to the applicant, through the SMS or email driver. */
export async function messageApplicant(
  ctx: AdminContext & NotifyDeps,
  application: ApplicationRow,
  channel: 'sms' | 'email',
  message: string,
) {
  const language = asLanguage(application.language);
  const name = [application.firstName, application.surname].filter(Boolean).join(' ');
  try {
    if (channel === 'sms') {
      if (!application.cellPhone) throw new AppError('no_phone', 409, 'errors.noPhone');
      await ctx.sms.send({ to: application.cellPhone, body: `Protea Management: ${message}`, kind: 'status-update' });
    } else {
      if (!application.email) throw new AppError('no_email', 409, 'errors.noEmailAddress');
      await ctx.email.send({
        to: application.email,
        subject: translate(language, 'messages.adminMessageEmailSubject', { reference: application.reference }),
        body: translate(language, 'messages.decisionEmailBody', { name, text: message }),
        kind: 'status-update',
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.warn({ err: error, reference: application.reference }, 'admin message failed');
    throw new AppError('message_failed', 502, 'errors.smsFailed');
  }
  await updateApplication(ctx.db, application.id, { lastClientMessage: message });
  await recordAdminAction(ctx, {
    application,
    action: 'application.message',
    details: { channel },
    timeline: { kind: 'message', text: `${channel.toUpperCase()}: ${message}` },
  });
}
