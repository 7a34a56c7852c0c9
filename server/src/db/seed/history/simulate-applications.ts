import type { DecisionText } from '@protea/shared/case-events';
import { APPLICATION_STEPS } from '@protea/shared/constants';
import { APPLICATION_INFO_REQUESTS, APPLICATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import { trackPath } from '@protea/shared/request-reference';
import { addDays, saDateOf } from '@protea/shared/sa-time';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { evaluateGuards } from '@protea/shared/workflow/guards';
import { requiredDocumentsOf } from '../../../domain/applications/application-access.js';
import { depositMessage } from '../../../domain/notifications/money-messages.js';
import { WELCOME_EMAIL } from '../../../domain/welcome-letter/queue-welcome.js';
import type { accounts, applications } from '../../schema.js';
import type { DocumentQuality } from '../demo-documents.js';
import {
  APPLICATION_INFO_TEXTS,
  APPLICATION_REJECTION_TEXTS,
  HISTORY_BUSINESSES,
  misspell,
  REMINDER_TEXTS,
  UNREGISTERED_COMPLEXES,
} from '../demo-history-data.js';
import type { CasePlan } from './case-plan.js';
import { addOfficeHours, customerTime, DAY, HOUR, MINUTE } from './clock.js';
import type { Person } from './demo-people.js';
import { HISTORY_APPLICATIONS, type HistoryContext, SITTING, type Unit } from './history-context.js';
import { archiveLater, type TerminationsOutcome } from './simulate-terminations.js';

type ApplicationRow = typeof applications.$inferInsert;
type Business = Record<string, unknown> | null;
type Category = 'duplicate' | 'occupied' | 'unregistered' | 'typo' | 'free';
interface Applicant {
  person: Person;
  unit: Unit;
  isBusiness: boolean;
  business: Business;
}
const APPROVE_GUARDS = applicationWorkflow.transitions.find((t) => t.action === 'approve')!.guards!;

export interface ApplicationsOutcome {
  rows: ApplicationRow[];
  /** The accounts completed applications opened. */
  accountInserts: (typeof accounts.$inferInsert)[];
}

/** The applications' state across the run: which units are free or taken, and who will apply again. */
interface Applications extends ApplicationsOutcome {
  ctx: HistoryContext;
  /** Units with an open account now. */
  openAccountUnits: Set<number>;
  occupiedUnits: Unit[];
  nextFreeUnit(): Unit;
  duplicatesPending: Array<{ after: number; of: Applicant }>;
}

/**
 * About 400 applications over six months, after the terminations: completed ones open accounts on units
 * without one (the vacant and those the terminations freed).
 */
export function simulateApplications(ctx: HistoryContext, terminated: TerminationsOutcome): ApplicationsOutcome {
  const { now, chance, int } = ctx;
  const freeUnits = ctx.shuffle([...ctx.register.vacantUnits, ...terminated.freedUnits]);
  const openAccountUnits = new Set(ctx.register.occupiedUnitIds);
  const closedIds = new Set(terminated.accountCloses.map((close) => close.id));
  for (const account of ctx.register.accounts) {
    if (closedIds.has(account.id)) openAccountUnits.delete(account.unit.premiseId);
  }
  let freeCursor = 0;
  const state: Applications = {
    ctx,
    rows: [],
    accountInserts: [],
    openAccountUnits,
    occupiedUnits: ctx.register.accounts.filter((a) => !closedIds.has(a.id)).map((a) => a.unit),
    /** The next unit without an open account (a new occupant moving in); once none is left, any freed or vacant one. */
    nextFreeUnit() {
      for (let tries = 0; tries < freeUnits.length; tries++) {
        const unit = freeUnits[freeCursor++ % freeUnits.length]!;
        if (!openAccountUnits.has(unit.premiseId)) return unit;
      }
      return freeUnits[freeCursor++ % freeUnits.length]!;
    },
    duplicatesPending: [],
  };

  const seeds = Array.from({ length: HISTORY_APPLICATIONS - 16 }, () =>
    chance(0.12) ? ctx.startTime(21) : ctx.startTime(),
  );
  seeds.sort((a, b) => a - b);
  // Eight applicants apply twice: five lately (both requests still open), three months ago.
  const recentSeeds = seeds.filter((t0) => t0 > now - 20 * DAY && t0 < now - 6 * DAY);
  const pairSources = new Set([
    ...recentSeeds.filter((_, i) => i % 5 === 1).slice(0, 5),
    ...Array.from({ length: 3 }, () => seeds[int(40, 200)]!),
  ]);
  // Among the last fortnight's, a few for units that still have an account, waiting (an issue staff should see).
  const waitingSeeds = new Set(
    seeds
      .filter((t0) => t0 > now - 14 * DAY && t0 < now - 2 * DAY && !pairSources.has(t0))
      .filter((_, i) => i % 6 === 2),
  );
  const applyAgain = (next: { after: number; of: Applicant }, hold: boolean) =>
    simulateApplication(state, Math.min(next.after, now - 30 * MINUTE), { duplicateOf: next.of, hold });
  for (const t0 of seeds) {
    while (state.duplicatesPending.length > 0 && state.duplicatesPending[0]!.after <= t0) {
      const next = state.duplicatesPending.shift()!;
      applyAgain(next, next.after > now - 20 * DAY);
    }
    const pairSource = pairSources.has(t0);
    simulateApplication(state, t0, {
      waiting: waitingSeeds.has(t0),
      pairSource,
      hold: pairSource && t0 > now - 20 * DAY,
    });
  }
  for (const next of state.duplicatesPending) applyAgain(next, true);
  // The rest of the 400: drafts started in the last two days, still being filled in.
  while (state.rows.length < HISTORY_APPLICATIONS) simulateApplication(state, ctx.startTime(2));
  return { rows: state.rows, accountInserts: state.accountInserts };
}

/**
 * `waiting`: sent for a unit that still has an open account, and not yet looked at (an issue staff should see).
 * `pairSource`: the applicant will apply again; `hold`: sent and not yet looked at.
 */
function simulateApplication(
  state: Applications,
  t0: number,
  options: { duplicateOf?: Applicant; waiting?: boolean; pairSource?: boolean; hold?: boolean } = {},
) {
  const { ctx } = state;
  const { now, random, people, pick, between, int, chance } = ctx;
  const { duplicateOf, waiting = false, pairSource = false } = options;
  const hold = waiting || options.hold === true;
  const category: Category = duplicateOf
    ? 'duplicate'
    : waiting || chance(0.1)
      ? 'occupied'
      : chance(0.045)
        ? 'unregistered'
        : chance(0.06)
          ? 'typo'
          : 'free';
  const isBusiness = duplicateOf ? duplicateOf.isBusiness : chance(0.2);
  const person = duplicateOf
    ? {
        ...duplicateOf.person,
        // The same person again, spelt a little differently.
        firstName: chance(0.5) ? duplicateOf.person.firstName.toUpperCase() : duplicateOf.person.firstName,
        surname: chance(0.5)
          ? duplicateOf.person.surname.toLowerCase()
          : duplicateOf.person.surname.replace(/(\w)(\w)$/, '$2$1'),
        cellPhone: chance(0.5) ? duplicateOf.person.cellPhone : people.cell(),
      }
    : people.person();
  const unit: Unit | null =
    category === 'duplicate'
      ? duplicateOf!.unit
      : category === 'occupied'
        ? pick(state.occupiedUnits)
        : category === 'unregistered'
          ? null
          : state.nextFreeUnit();
  const outside = category === 'unregistered' ? pick(UNREGISTERED_COMPLEXES) : null;
  const business = duplicateOf ? duplicateOf.business : isBusiness ? makeBusiness(ctx) : null;
  const displayName = (business?.businessName as string | undefined) ?? `${person.firstName} ${person.surname}`.trim();
  const plan = ctx.newPlan(isBusiness ? 'business_application' : 'residential_application', t0, {
    displayName,
    cellPhone: person.cellPhone,
    email: person.email,
    language: person.language,
  });
  const isOwner = chance(isBusiness ? 0.25 : 0.3);
  const occupation = addDays(saDateOf(new Date(t0)), int(-10, 30));
  const linkedAtStart = category === 'free' || category === 'occupied' || category === 'duplicate';
  const row: ApplicationRow = {
    id: plan.id,
    formType: isBusiness ? 4 : 1,
    stepNo: APPLICATION_STEPS.client_details,
    title: person.title,
    initials: person.firstName.trim()[0]!,
    firstName: person.firstName,
    surname: person.surname,
    idNumber: person.idNumber,
    ...people.reference(),
    refAddress: null,
    complexName: outside
      ? outside[0]
      : category === 'typo'
        ? misspell(unit!.complexName, int(0, 4))
        : unit!.complexName,
    streetAddress: outside ? outside[1] : unit!.streetAddress,
    unitNumber: unit?.unitNumber ?? String(int(1, 60)),
    suburb: outside ? outside[2] : unit!.suburb,
    province: 'Gauteng',
    occupationDate: occupation,
    leaseDate: isOwner ? null : addDays(occupation, -int(5, 25)),
    isOwner,
    postalAddress: null,
    postalCode: unit?.postalCode ?? null,
    complexId: linkedAtStart ? unit!.complexId : null,
    premiseId: linkedAtStart ? unit!.premiseId : null,
    depositCents: null,
    depositApprovedAt: null,
    business,
  };
  state.rows.push(row);
  // The documents the real rules ask of this applicant (one ID a further director).
  const required = requiredDocumentsOf({ isBusiness, business });

  // The wizard, step by step; a fifth of drafts stop for good (most at the documents).
  const abandonAt =
    !hold && !pairSource && chance(0.15) ? pick([8, 8, 9, 9, 10, 10, 11, 11, 11, 11, 11, 11, 12, 12] as const) : null;
  if (abandonAt === APPLICATION_STEPS.client_details) return;
  let t = t0 + between(3, 9) * MINUTE;
  const reach = (step: number) => {
    row.stepNo = step;
    return abandonAt !== null && abandonAt === step;
  };
  if (reach(APPLICATION_STEPS.property_info) || t > now) return;
  t += between(2, 6) * MINUTE;
  if (reach(APPLICATION_STEPS.phone_verification) || t > now) return;
  t += between(1, 4) * MINUTE;
  plan.cellConfirmedAt = t;
  if (reach(APPLICATION_STEPS.document_upload)) {
    if (chance(0.5)) plan.upload(t + between(2, 6) * MINUTE, 'id', pick(['clear', 'blurred', 'dark'] as const));
    return;
  }
  if (t > now) return;
  // Some come back the next day with their lease.
  for (const type of required) {
    t += between(1, 6) * MINUTE;
    if (type === 'deedlease' && chance(0.2)) t = customerTime(t + between(12, 40) * HOUR, random);
    if (t > now) return;
    const quality: DocumentQuality =
      type === 'id' || type.startsWith('director-')
        ? chance(0.12)
          ? pick(['blurred', 'dark', 'tiny'] as const)
          : 'clear'
        : chance(0.7)
          ? 'pdf'
          : 'clear';
    plan.upload(t, type, quality);
  }
  if (reach(APPLICATION_STEPS.terms_conditions)) return;
  t += between(2, 7) * MINUTE;
  if (t > now) return;
  const submit = (at: number, action: 'submit' | 'resubmit') => {
    plan.move(at, 'customer', null, 'pending', action);
    plan.submittedAt = at;
    plan.signedAt = at;
    plan.infoRequest = null;
    row.stepNo = APPLICATION_STEPS.confirmation;
    plan.tell(at, 'submission-confirmation', 'messages.submittedSms', [
      'messages.submittedEmailSubject',
      'messages.submittedEmailBody',
    ]);
  };
  submit(t, 'submit');
  if (pairSource) {
    state.duplicatesPending.push({
      after: t + between(1, 5) * DAY,
      of: { person, unit: unit ?? state.nextFreeUnit(), isBusiness, business: business ?? null },
    });
  }
  reviewApplication(state, { plan, row, category, unit, required, submit }, t, hold, t0);
}

function makeBusiness(ctx: HistoryContext): Business {
  const { pick, int, chance, people } = ctx;
  const [businessName, businessType, tradingName] = pick(HISTORY_BUSINESSES);
  return {
    businessName,
    registrationNumber: `${int(2005, 2025)}/${String(int(0, 999_999)).padStart(6, '0')}/${pick(['07', '23', '08', '21'])}`,
    ...(chance(0.5) ? { vatNumber: `4${int(100_000_000, 999_999_999)}` } : {}),
    businessType,
    ...(tradingName ? { tradingName } : {}),
    ...(businessType === 'pty-ltd' && chance(0.6)
      ? {
          directors: Array.from({ length: int(1, 2) }, () => {
            const director = people.person();
            return { fullName: `${director.firstName} ${director.surname}`, idNumber: director.idNumber };
          }),
        }
      : {}),
  };
}

interface Submitted {
  plan: CasePlan;
  row: ApplicationRow;
  category: Category;
  unit: Unit | null;
  required: readonly string[];
  submit(at: number, action: 'resubmit'): void;
}

/** Staff's rounds over a sent application until it is decided, then its completion and archiving. */
function reviewApplication(state: Applications, app: Submitted, sentAt: number, hold: boolean, t0: number) {
  const { ctx } = state;
  const { now, random, pick, between, int, chance } = ctx;
  const { plan, row, category, unit } = app;
  const isBusiness = row.formType === 4;
  let t = sentAt;
  /** By the rules for the applicant's type and occupancy, now and then adjusted by staff. */
  const setDeposit = (at: number, admin: string) => {
    const deposit = chance(0.1) ? int(10, 40) * 10_000 : ctx.depositFor(isBusiness, row.isOwner === true);
    plan.event(at, 'admin', admin, 'deposit_approved', {
      amountCents: deposit,
      previousCents: row.depositCents ?? null,
    });
    row.depositCents = deposit;
    row.depositApprovedAt = new Date(at);
  };
  // Forgotten for weeks now and then; more so among those sent three to six weeks ago, so some still wait today.
  const stalled = hold || chance(0.09) || (t0 > now - 45 * DAY && t0 < now - 20 * DAY && chance(0.3));
  for (let round = 0; round < 4; round++) {
    t = addOfficeHours(t, ctx.reviewDelay(stalled && round === 0));
    if (t > now - SITTING) return;
    const admin = ctx.staffMember();
    // Staff find the unit the applicant meant.
    if (row.premiseId === null && unit) {
      plan.event(t, 'admin', admin, 'complex_confirmed', { complexName: unit.complexName });
      plan.event(t + 2 * MINUTE, 'admin', admin, 'unit_confirmed', {
        premise: unit.premise,
        address: `Unit ${unit.unitNumber}, ${unit.complexName}, ${unit.streetAddress}, ${unit.suburb}`,
      });
      row.complexId = unit.complexId;
      row.premiseId = unit.premiseId;
      t += 4 * MINUTE;
    }
    for (const document of plan.documents.values()) {
      if (document.isApproved !== null && document.reviewedAt !== null && document.reviewedAt > document.uploadedAt)
        continue;
      plan.review(t, admin, document.type, document.quality === 'clear' || document.quality === 'pdf');
      t += between(0.5, 3) * MINUTE;
    }
    t += between(2, 20) * MINUTE;
    // Staff often settle the deposit on first reading, whatever they decide next.
    if (round === 0 && row.depositApprovedAt === null && chance(0.3)) {
      setDeposit(t, admin);
      t += between(1, 4) * MINUTE;
    }
    const badDocument = [...plan.documents.values()].find((d) => d.isApproved === false);
    const unitTaken = unit !== null && state.openAccountUnits.has(unit.premiseId);
    const r = random();
    let decision: 'approve' | 'reject' | 'info';
    if (category === 'duplicate') decision = r < 0.6 ? 'reject' : 'info';
    else if (badDocument) decision = round >= 2 ? 'reject' : 'info';
    else if (category === 'unregistered') decision = round === 0 ? 'info' : 'reject';
    else if (unitTaken) decision = r < 0.55 ? 'reject' : round === 0 ? 'info' : 'reject';
    else if (round === 0) decision = r < 0.2 ? 'info' : r < 0.27 ? 'reject' : 'approve';
    else decision = r < 0.1 ? 'info' : r < 0.18 ? 'reject' : 'approve';
    // The real rules have the last word: every required document in and approved, the unit confirmed.
    if (decision === 'approve' && !approvable(app)) decision = 'info';

    if (decision === 'reject') {
      const key =
        category === 'duplicate' || (unitTaken && chance(0.5))
          ? 'duplicate'
          : unitTaken || category === 'unregistered'
            ? 'non-qualifying'
            : round >= 1
              ? 'incomplete-info'
              : pick(APPLICATION_REJECTION_REASONS);
      const text = chance(0.55) ? pick(APPLICATION_REJECTION_TEXTS[key] ?? []) : undefined;
      const reason: DecisionText = text
        ? { key: `decisions.rejection.${key}`, text }
        : { key: `decisions.rejection.${key}` };
      plan.decide(t, admin, 'rejected', 'reject', reason);
      plan.lastMessage = reason;
      plan.tellDecision(t, 'messages.rejectedSms', { reason: text ?? { key: reason.key! } });
      break;
    }
    if (decision === 'info') {
      const docText = badDocument
        ? APPLICATION_INFO_TEXTS.filter(
            ([, type]) => type === (badDocument.type.startsWith('director-') ? 'id' : badDocument.type),
          )
        : [];
      const ownWords =
        category === 'unregistered'
          ? APPLICATION_INFO_TEXTS[10]!
          : docText.length > 0
            ? pick(docText)
            : pick(APPLICATION_INFO_TEXTS);
      const key = badDocument
        ? badDocument.type === 'deedlease'
          ? 'incomplete-lease-agreement'
          : 'unclear-id-copy'
        : pick(APPLICATION_INFO_REQUESTS);
      const reason: DecisionText =
        chance(0.45) || category === 'unregistered' ? { text: ownWords[0] } : { key: `decisions.infoRequest.${key}` };
      plan.move(t, 'admin', admin, 'needsinfo', 'request-info', reason);
      Object.assign(plan, { infoRequest: reason, lastMessage: reason });
      row.stepNo = APPLICATION_STEPS.client_details;
      plan.tellDecision(t, 'messages.infoRequestedSms', {
        message: reason.text ?? { key: reason.key! },
        link: ctx.resumeUrl(trackPath(plan.reference)),
      });
      // Most answer within days; some only after a reminder; some never.
      const answer = random();
      const remindAt = addOfficeHours(t, between(18, 45));
      if (answer > 0.55 && remindAt < now && chance(answer > 0.75 ? 0.5 : 1)) {
        plan.message(remindAt, ctx.staffMember(), pick(REMINDER_TEXTS));
      }
      if (answer > 0.75) return;
      t = customerTime((answer > 0.55 ? remindAt : t) + ctx.responseDelay(), random);
      if (t > now) return;
      const type = badDocument?.type ?? (ownWords[1] && reason.text ? ownWords[1] : undefined);
      if (type && plan.documents.has(type)) plan.upload(t, type, type === 'deedlease' ? 'pdf' : 'clear');
      t += between(2, 10) * MINUTE;
      if (t > now) return;
      app.submit(t, 'resubmit');
      continue;
    }
    // Approve: the deposit, if not set yet, then the decision, worded as approveApplication words it.
    if (row.depositApprovedAt === null) {
      setDeposit(t, admin);
      t += between(1, 5) * MINUTE;
    }
    plan.decide(t, admin, 'approved', 'approve');
    plan.tellDecision(t, 'messages.approvedSms', { deposit: depositMessage(row.depositCents ?? 0) });
    break;
  }
  if (plan.status === 'approved' && unit) completeApplication(state, app, unit, t);
  archiveLater(ctx, plan, [150, 500]);
}

/** Registered in Metermis and completed: the account opens on the unit, and its number is in the message. */
function completeApplication(state: Applications, app: Submitted, unit: Unit, approvedAt: number) {
  const { ctx } = state;
  const { plan, row } = app;
  const completeAt = addOfficeHours(approvedAt, ctx.chance(0.7) ? ctx.between(3, 40) : ctx.between(40, 160));
  if (completeAt >= ctx.now || state.openAccountUnits.has(unit.premiseId) || ctx.chance(0.08)) return;
  const by = ctx.staffMember();
  // completeApplication leaves the decision's time and author as the approval set them.
  plan.move(completeAt, 'admin', by, 'completed', 'complete');
  const accountNumber = ctx.newAccountNumber();
  plan.event(completeAt, 'system', null, 'account_opened', { accountNumber });
  state.openAccountUnits.add(unit.premiseId);
  const business = row.business as Business;
  state.accountInserts.push({
    accountNumber,
    holderName: (business?.businessName as string | undefined) ?? `${row.firstName} ${row.surname}`.trim(),
    holderIdNumber: (business?.registrationNumber as string | undefined) ?? row.idNumber!,
    isBusiness: row.formType === 4,
    premiseId: unit.premiseId,
    cellPhone: plan.person.cellPhone,
    depositCents: row.depositCents ?? 0,
    openedOn: saDateOf(new Date(completeAt)),
    openedByCaseId: plan.id,
    createdAt: new Date(completeAt),
    updatedAt: new Date(completeAt),
  });
  // As queueWelcome words it: the SMS, and the email that carried the welcome letter.
  plan.tell(completeAt, 'status-update', 'messages.completedSms', [WELCOME_EMAIL.subjectKey, WELCOME_EMAIL.bodyKey], {
    accountNo: accountNumber,
    text: { key: 'messages.completedSms', vars: { reference: plan.reference, accountNo: accountNumber } },
  });
}

/** Whether approveApplication's guards would let it through: the workflow's own evaluation. */
function approvable({ plan, row, required }: Submitted): boolean {
  const { blockers, unreviewed } = evaluateGuards(APPROVE_GUARDS, {
    documents: { required, held: [...plan.documents.values()] },
    premiseConfirmed: row.premiseId !== null,
  });
  return blockers.length === 0 && unreviewed.length === 0;
}
