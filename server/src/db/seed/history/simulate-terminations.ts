import type { DecisionText } from '@protea/shared/case-events';
import type { CaseKind } from '@protea/shared/case-kinds';
import { TERMINATION_INFO_REQUESTS, TERMINATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import { trackPath } from '@protea/shared/request-reference';
import { SA_BANKS } from '@protea/shared/sa-banks';
import { addDays, daysBetween, saDateOf } from '@protea/shared/sa-time';
import {
  DEPOSIT_REFUND_DAYS,
  TERMINATION_NOTICE_DAYS,
  TERMINATION_PENALTY_DAYS,
} from '@protea/shared/schemas/termination';
import { refundMessage } from '../../../domain/notifications/money-messages.js';
import type { terminations } from '../../schema.js';
import type { DocumentQuality } from '../demo-documents.js';
import {
  HISTORY_BUSINESSES,
  REMINDER_TEXTS,
  TERMINATION_INFO_TEXTS,
  TERMINATION_REJECTION_TEXTS,
} from '../demo-history-data.js';
import type { CasePlan } from './case-plan.js';
import { addOfficeHours, customerTime, DAY, HOUR, MINUTE } from './clock.js';
import {
  HISTORY_TERMINATIONS,
  type HistoryContext,
  type RegisterAccount,
  SITTING,
  type Unit,
} from './history-context.js';

type TerminationRow = typeof terminations.$inferInsert;
const SUBJECT = 'messages.terminationDecisionEmailSubject';
const NEW_STREETS = ['Jan Shoba Street', 'Lynnwood Road', 'Atterbury Road', 'Rivonia Road', 'Hendrik Verwoerd Drive'];
/** Where people move to: mostly houses, so no complex or unit; a suburb and its city. */
const NEW_SUBURBS = [
  { suburb: 'Die Hoewes', city: 'Centurion' },
  { suburb: 'Midrand', city: 'Johannesburg' },
  { suburb: 'Montana', city: 'Pretoria' },
  { suburb: 'Sandton', city: 'Johannesburg' },
  { suburb: 'Kempton Park', city: 'Ekurhuleni' },
  { suburb: 'Silverton', city: 'Pretoria' },
];
const newPlace = ({ suburb, city }: (typeof NEW_SUBURBS)[number]) => ({ newSuburb: suburb, newCity: city });

export interface TerminationsOutcome {
  rows: TerminationRow[];
  /** Register accounts the completed terminations closed. */
  accountCloses: Array<{ id: number; closedOn: string; caseId: string }>;
  /** Their units, free for the applications. */
  freedUnits: Unit[];
}

/** About 150 terminations of register accounts: simulated first, as the accounts they close free units. */
export function simulateTerminations(ctx: HistoryContext): TerminationsOutcome {
  const outcome: TerminationsOutcome = { rows: [], accountCloses: [], freedUnits: [] };
  const accounts = ctx.shuffle(ctx.register.accounts);
  const starts = Array.from({ length: HISTORY_TERMINATIONS }, () =>
    ctx.chance(0.15) ? ctx.startTime(21) : ctx.startTime(),
  ).sort((a, b) => a - b);
  starts.forEach((t0, index) => {
    simulateTermination(ctx, outcome, t0, accounts[index % accounts.length]!);
  });
  return outcome;
}

function simulateTermination(ctx: HistoryContext, outcome: TerminationsOutcome, t0: number, account: RegisterAccount) {
  const { now, random, people, pick, between, int, chance } = ctx;
  const isBusiness = chance(0.15);
  const kind: CaseKind = isBusiness ? 'business_termination' : 'residential_termination';
  const wrongAccount = chance(0.05);
  const holder = people.person();
  const [holderFirst, ...holderRest] = account.holderName.split(' ');
  const someoneElse = !account.isBusiness && chance(0.08);
  const firstName = account.isBusiness || someoneElse ? holder.firstName : (holderFirst ?? holder.firstName);
  const surname = account.isBusiness || someoneElse ? holder.surname : holderRest.join(' ') || holder.surname;
  const idNumber = account.isBusiness ? holder.idNumber : someoneElse ? holder.idNumber : account.holderIdNumber;
  const cellPhone = someoneElse || !account.cellPhone || chance(0.2) ? holder.cellPhone : account.cellPhone;
  const businessName = isBusiness ? (account.isBusiness ? account.holderName : pick(HISTORY_BUSINESSES)[0]) : null;
  const registrationNumber = isBusiness
    ? account.isBusiness
      ? account.holderIdNumber
      : `${int(2005, 2024)}/${String(int(0, 999_999)).padStart(6, '0')}/07`
    : null;
  const displayName = businessName ?? `${firstName} ${surname}`;
  const accountNumber = wrongAccount ? ctx.newAccountNumber() : account.accountNumber;
  const plan = ctx.newPlan(kind, t0, {
    displayName,
    cellPhone,
    email: holder.email === null ? null : people.emailFor(firstName, surname),
    language: holder.language,
  });
  const bank = pick(SA_BANKS);
  const unit = account.unit;
  const premiseMatches = !wrongAccount && !chance(0.05);
  const row: TerminationRow = {
    id: plan.id,
    formType: isBusiness ? 5 : 2,
    accountNumber,
    // The holder's title follows the gender their ID number records.
    title: account.isBusiness || someoneElse ? holder.title : Number(idNumber[6]) < 5 ? 'Ms' : 'Mr',
    initials: firstName[0] ?? null,
    firstName,
    surname,
    idNumber,
    refName: null,
    refRelation: null,
    refAddress: null,
    refCellNo: null,
    businessName,
    registrationNumber,
    vatNumber: isBusiness && chance(0.5) ? `4${int(100_000_000, 999_999_999)}` : null,
    businessType: isBusiness ? pick(['pty-ltd', 'cc', 'sole-proprietor']) : null,
    isOwner: chance(0.3),
    complexName: unit.complexName,
    unitNumber: premiseMatches ? unit.unitNumber : String(Number(unit.unitNumber) + 1),
    streetNumber: unit.streetAddress.split(' ')[0] ?? null,
    streetName: unit.streetAddress.split(' ').slice(1).join(' '),
    suburb: unit.suburb,
    province: 'Gauteng',
    bankName: bank.name,
    bankBranch: 'Universal',
    bankAccountNumber: String(int(10 ** (bank.minDigits - 1), 10 ** bank.minDigits - 1)),
    bankAccountType: pick(['Cheque', 'Savings']),
    bankAccountName: displayName,
    bankBranchCode: bank.branchCode,
    newComplexName: null,
    newStreetNumber: String(int(1, 900)),
    newStreetName: pick(NEW_STREETS),
    // Drawn where the suburb alone was, so the rest of the history stays as it was.
    ...newPlace(pick(NEW_SUBURBS)),
    newProvince: 'Gauteng',
  };
  outcome.rows.push(row);

  // The wizard: details, property, verified phone, ID copy and bank confirmation, declaration.
  let t = t0 + between(4, 12) * MINUTE;
  const abandons = chance(0.1);
  if (abandons && t0 > now - 40 * DAY && chance(0.5)) {
    row.registerAccountId = null;
    return;
  }
  plan.cellConfirmedAt = t;
  t += between(2, 10) * MINUTE;
  if (t > now) return;
  const idQuality: DocumentQuality = chance(0.1) ? pick(['blurred', 'dark', 'tiny'] as const) : 'clear';
  plan.upload(t, 'id', idQuality);
  t += between(2, 8) * MINUTE;
  if (abandons || t > now) return;
  plan.upload(t, 'bank', 'pdf');
  if (chance(0.4)) {
    t += between(1, 5) * MINUTE;
    plan.upload(t, 'meter', 'clear');
  }
  if (chance(0.15)) t = customerTime(t + between(10, 30) * HOUR, random);
  t += between(3, 9) * MINUTE;
  if (t > now) return;
  const submittedOn = saDateOf(new Date(t));
  const disconnection = addDays(submittedOn, chance(0.75) ? int(25, 45) : int(3, 20));
  const noticeDays = daysBetween(submittedOn, disconnection);
  Object.assign(row, {
    disconnectionDate: disconnection,
    finalMeterReading: plan.documents.has('meter') ? String(int(1_000, 60_000)).padStart(6, '0') : null,
    meterPhotoTakenAt: plan.documents.has('meter') ? new Date(t - between(5, 60) * MINUTE) : null,
    declarationAcceptedAt: new Date(t),
    clientTermDate: disconnection,
    clientSignedDate: submittedOn,
    registerAccountId: wrongAccount ? null : account.id,
    accountFound: !wrongAccount,
    idMatches: wrongAccount ? null : !someoneElse,
    premiseMatches: wrongAccount ? null : premiseMatches,
    depositHeldCents: wrongAccount ? null : account.depositCents,
    noticeDays,
    lateNotice: noticeDays < TERMINATION_NOTICE_DAYS,
    penaltyMayApply: noticeDays < TERMINATION_PENALTY_DAYS,
    refundDueDate: addDays(disconnection, DEPOSIT_REFUND_DAYS),
    // As checkAgainstRegister finds it: somebody other than the holder on file waits for the holder's answer.
    holderMatches: !wrongAccount && !someoneElse && cellPhone === account.cellPhone,
    holderAnswer: wrongAccount || (!someoneElse && cellPhone === account.cellPhone) ? 'not_needed' : 'awaiting',
  } satisfies Partial<TerminationRow>);
  const submitted = { accountNo: accountNumber, date: disconnection };
  const submit = (at: number, action: 'submit' | 'resubmit') => {
    plan.move(at, 'customer', null, 'pending', action);
    plan.submittedAt = at;
    plan.signedAt = at;
    plan.infoRequest = null;
    plan.tell(
      at,
      'submission-confirmation',
      'messages.terminationSubmittedSms',
      ['messages.terminationSubmittedEmailSubject', 'messages.terminationSubmittedEmailBody'],
      submitted,
    );
    if (!wrongAccount && account.cellPhone && account.cellPhone !== cellPhone) {
      plan.tellSms(at, 'holder-alert', 'messages.terminationHolderAlertSms', submitted, account.cellPhone);
    }
  };
  submit(t, 'submit');
  const tellVars = { accountNo: accountNumber };

  // The customer withdraws now and then before staff act: an SMS alone, as cancelOwnTermination sends.
  if (chance(0.05)) {
    const at = customerTime(t + between(3, 48) * HOUR, random);
    if (at > now) return;
    plan.move(at, 'customer', null, 'cancelled', 'cancel');
    plan.tellSms(at, 'status-update', 'messages.terminationCancelledSms', tellVars);
    return;
  }
  const stalled = chance(0.08) || (t0 > now - 30 * DAY && chance(0.3));
  for (let round = 0; round < 3; round++) {
    t = addOfficeHours(t, ctx.reviewDelay(stalled && round === 0));
    if (t > now - SITTING) return;
    const admin = ctx.staffMember();
    // Each file is looked at once: those uploaded since the last review.
    for (const document of plan.documents.values()) {
      if (document.reviewedAt !== null && document.reviewedAt > document.uploadedAt) continue;
      plan.review(t, admin, document.type, document.quality !== 'blurred');
    }
    t += between(2, 15) * MINUTE;
    const r = random();
    if (wrongAccount || (!premiseMatches && r < 0.3) || (someoneElse && r < 0.5) || (round === 0 && r < 0.08)) {
      const key = wrongAccount
        ? 'invalid-account'
        : someoneElse
          ? 'incorrect-information'
          : pick(TERMINATION_REJECTION_REASONS.filter((k) => k !== 'invalid-account'));
      const text = chance(0.5) ? pick(TERMINATION_REJECTION_TEXTS[key] ?? []) : undefined;
      const reason: DecisionText = text
        ? { key: `decisions.rejection.${key}`, text }
        : { key: `decisions.rejection.${key}` };
      plan.decide(t, admin, 'rejected', 'reject', reason);
      plan.lastMessage = reason;
      plan.tellDecision(
        t,
        'messages.terminationRejectedSms',
        { ...tellVars, reason: text ?? { key: reason.key! } },
        SUBJECT,
      );
      break;
    }
    const blurred = [...plan.documents.values()].some((d) => d.isApproved === false);
    if (blurred || (round === 0 && r < 0.3)) {
      const own = blurred ? TERMINATION_INFO_TEXTS.find(([, type]) => type === 'id')! : pick(TERMINATION_INFO_TEXTS);
      const key = blurred ? 'unclear-id-copy' : pick(TERMINATION_INFO_REQUESTS);
      const reason: DecisionText = chance(0.45) ? { text: own[0] } : { key: `decisions.infoRequest.${key}` };
      plan.move(t, 'admin', admin, 'needsinfo', 'request-info', reason);
      Object.assign(plan, { infoRequest: reason, lastMessage: reason });
      plan.tellDecision(
        t,
        'messages.terminationInfoRequestedSms',
        {
          ...tellVars,
          message: reason.text ?? { key: reason.key! },
          link: ctx.resumeUrl(trackPath(plan.reference)),
        },
        SUBJECT,
      );
      const answers = random();
      if (answers > 0.65) {
        // No answer: a reminder, then staff cancel it or it waits.
        const remindAt = addOfficeHours(t, between(20, 50));
        if (remindAt < now && chance(0.6)) plan.message(remindAt, ctx.staffMember(), pick(REMINDER_TEXTS));
        const cancelAt = addOfficeHours(t, between(90, 160));
        if (cancelAt < now && chance(0.3)) {
          plan.decide(cancelAt, ctx.staffMember(), 'cancelled', 'cancel');
          plan.tellDecision(cancelAt, 'messages.terminationCancelledByStaffSms', tellVars, SUBJECT);
        }
        return;
      }
      t = customerTime(t + ctx.responseDelay(), random);
      if (t > now) return;
      const type = own[1] ?? (key === 'missing-bank-statement' ? 'bank' : undefined);
      if (type) plan.upload(t, type, type === 'bank' ? 'pdf' : 'clear');
      if (answers < 0.15) {
        // Staff take the update by phone and approve from needs info.
        t = addOfficeHours(t, between(2, 20));
        if (t > now) return;
      } else {
        t += between(2, 8) * MINUTE;
        if (t > now) return;
        submit(t, 'resubmit');
        continue;
      }
    }
    if (row.holderAnswer === 'awaiting') {
      // Staff approve only once the holder has confirmed on their own number (issue 39).
      const answeredAt = Math.min(t - MINUTE, Math.max((plan.submittedAt ?? t) + 30 * MINUTE, t - 2 * HOUR));
      Object.assign(row, { holderAnswer: 'confirmed', holderAnsweredAt: new Date(answeredAt) });
      plan.event(answeredAt, 'customer', null, 'holder_answered', { answer: 'confirmed' });
    }
    plan.decide(t, admin, 'approved', 'approve');
    plan.infoRequest = null;
    plan.tellDecision(t, 'messages.terminationApprovedSms', { ...tellVars, date: disconnection }, SUBJECT);
    break;
  }
  if (plan.status === 'approved') completeTermination(ctx, outcome, plan, row, account, t);
  archiveLater(ctx, plan, [120, 400]);
}

/** Completed once the meter is read on (or after) the disconnection date: the account closes, the deposit is due back. */
function completeTermination(
  ctx: HistoryContext,
  outcome: TerminationsOutcome,
  plan: CasePlan,
  row: TerminationRow,
  account: RegisterAccount,
  decidedAt: number,
) {
  const disconnection = row.disconnectionDate!;
  const completeAt = addOfficeHours(Math.max(decidedAt, Date.parse(`${disconnection}T06:00:00Z`)), ctx.between(2, 40));
  if (completeAt > ctx.now || ctx.chance(0.08)) return;
  const by = ctx.staffMember();
  const completedOn = saDateOf(new Date(completeAt));
  const terminationDate = completedOn > disconnection ? completedOn : disconnection;
  const refundDueDate = addDays(terminationDate, DEPOSIT_REFUND_DAYS);
  if (row.accountFound) {
    plan.event(completeAt, 'admin', by, 'account_closed', { accountNumber: account.accountNumber });
    outcome.accountCloses.push({ id: account.id, closedOn: terminationDate, caseId: plan.id });
    outcome.freedUnits.push(account.unit);
  }
  Object.assign(row, {
    refundDueDate,
    finalMeterReading: row.finalMeterReading ?? String(ctx.int(1_000, 60_000)).padStart(6, '0'),
    finalReadingRecordedAt: new Date(completeAt),
  });
  plan.decide(completeAt, by, 'completed', 'complete');
  // As completeTermination words it: the date the account closed, and the deposit held due back.
  const deposit = row.accountFound ? account.depositCents : 0;
  plan.tellDecision(
    completeAt,
    'messages.terminationCompletedSms',
    { accountNo: row.accountNumber!, date: terminationDate, refund: refundMessage(deposit, refundDueDate) },
    SUBJECT,
  );
}

/** Decided requests are archived after a while, about half of them by now. */
export function archiveLater(ctx: HistoryContext, plan: CasePlan, [low, high]: [number, number]) {
  if (!['completed', 'rejected', 'cancelled'].includes(plan.status)) return;
  const archiveAt = addOfficeHours(plan.updatedAt, ctx.between(low, high));
  if (archiveAt < ctx.now && ctx.chance(0.45)) plan.move(archiveAt, 'admin', ctx.staffMember(), 'archived', 'archive');
}
