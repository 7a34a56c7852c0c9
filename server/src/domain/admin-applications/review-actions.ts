import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import { findComplexById } from '../../db/repositories/admin-application-repository.js';
import { type ApplicationRow, updateApplication } from '../../db/repositories/application-repository.js';
import { updateCase } from '../../db/repositories/case-repository.js';
import { findPremiseByCode } from '../../db/repositories/premises-repository.js';
import { AppError } from '../app-error.js';
import { type AdminContext, adminActor } from '../cases/admin-context.js';
import { inTransaction } from '../cases/in-transaction.js';
import { recordCaseAction } from '../cases/record-case-action.js';
import { invalidTransition } from '../cases/transition-case.js';
import { queueCustomerMessage } from '../notifications/queue-customer-message.js';
import { lockApplication } from './load-for-admin.js';

function assertPropertyEditable(application: ApplicationRow) {
  if (!canEdit(applicationWorkflow, 'property', application.status)) throw invalidTransition(application.status);
}

/** Links the application to a complex of the premises register and takes its address; a unit of another complex is cleared. */
export async function confirmComplex(ctx: AdminContext, id: string, complexId: number) {
  await inTransaction(ctx, async (tx) => {
    const application = await lockApplication(tx, id);
    assertPropertyEditable(application);
    const complex = await findComplexById(tx, complexId);
    if (!complex) throw new AppError('complex_not_found');
    const keepsUnit = application.complexId === complex.id;
    await updateApplication(tx, id, {
      complexId: complex.id,
      complexName: complex.name,
      streetAddress: complex.streetAddress,
      suburb: complex.suburb,
      province: complex.province,
      premiseId: keepsUnit ? application.premiseId : null,
    });
    await recordCaseAction(tx, adminActor(ctx), application, {
      action: 'application.complex_confirmed',
      details: { complexId: complex.id, complexName: complex.name, previous: application.complexName },
      event: { kind: 'complex_confirmed', data: { complexName: complex.name } },
    });
  });
}

/** Links the unit of the premises register; the application takes that unit's complex and address. */
export async function confirmUnit(ctx: AdminContext, id: string, premiseCode: string) {
  await inTransaction(ctx, async (tx) => {
    const application = await lockApplication(tx, id);
    assertPropertyEditable(application);
    const found = await findPremiseByCode(tx, premiseCode);
    if (!found) throw new AppError('premise_not_found');
    const { premise, complex } = found;
    if (application.complexId !== null && premise.complexId !== application.complexId) {
      throw new AppError('premise_not_in_complex');
    }
    await updateApplication(tx, id, {
      premiseId: premise.id,
      complexId: complex.id,
      complexName: complex.name,
      unitNumber: premise.unitNumber,
      streetAddress: complex.streetAddress,
      suburb: complex.suburb,
      province: complex.province,
    });
    await recordCaseAction(tx, adminActor(ctx), application, {
      action: 'application.unit_confirmed',
      details: {
        premise: premise.premise,
        previousUnit: application.unitNumber,
        previousStreet: application.streetAddress,
      },
      event: { kind: 'unit_confirmed', data: { premise: premise.premise, address: premise.address } },
    });
  });
}

/** A free message from staff to the applicant, queued for the SMS or email worker like every message. */
export async function messageApplicant(ctx: AdminContext, id: string, channel: 'sms' | 'email', message: string) {
  await inTransaction(ctx, async (tx) => {
    const application = await lockApplication(tx, id);
    if (channel === 'sms' && !application.cellPhone) throw new AppError('no_phone');
    if (channel === 'email' && !application.email) throw new AppError('no_email');
    const [notificationId] = await queueCustomerMessage(
      tx,
      {
        ...application,
        cellPhone: channel === 'sms' ? application.cellPhone : null,
        email: channel === 'email' ? application.email : null,
      },
      {
        purpose: 'status-update',
        smsKey: 'messages.adminMessageSms',
        email: { subjectKey: 'messages.adminMessageEmailSubject', bodyKey: 'messages.decisionEmailBody' },
        vars: { message, text: message },
      },
      { timeline: false },
    );
    await updateCase(tx, id, { lastMessage: { text: message } });
    await recordCaseAction(tx, adminActor(ctx), application, {
      action: 'application.message',
      details: { channel },
      event: { kind: 'message', data: { channel, text: message, notificationId } },
    });
  });
}
