import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { CaseEventData, CaseEventKind, DecisionText } from '@protea/shared/case-events';
import type { CaseKind } from '@protea/shared/case-kinds';
import { APPLICATION_STEPS, TERMS_VERSION } from '@protea/shared/constants';
import {
  APPLICATION_INFO_REQUESTS,
  APPLICATION_REJECTION_REASONS,
  TERMINATION_INFO_REQUESTS,
  TERMINATION_REJECTION_REASONS,
} from '@protea/shared/decision-reasons';
import type { MessageVars } from '@protea/shared/notification-messages';
import { SA_BANKS } from '@protea/shared/sa-banks';
import {
  DEPOSIT_REFUND_DAYS,
  TERMINATION_NOTICE_DAYS,
  TERMINATION_PENALTY_DAYS,
} from '@protea/shared/schemas/termination';
import { eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../client.js';
import {
  accounts,
  adminUsers,
  applications,
  auditLog,
  caseEvents,
  cases,
  complexes,
  consents,
  documents,
  notifications,
  premises,
  terminations,
} from '../schema.js';
import { demoIdNumber, EXAMPLE_ACCOUNT, seededRandom } from './demo-accounts.js';
import { type DocumentQuality, demoDocumentFiles } from './demo-documents.js';
import {
  APPLICATION_INFO_TEXTS,
  APPLICATION_REJECTION_TEXTS,
  HISTORY_BUSINESSES,
  HISTORY_FIRST_NAMES,
  HISTORY_STAFF,
  HISTORY_SURNAMES,
  misspell,
  REMINDER_TEXTS,
  TERMINATION_INFO_TEXTS,
  TERMINATION_REJECTION_TEXTS,
  UNREGISTERED_COMPLEXES,
} from './demo-history-data.js';

/** The audit action that marks the history as seeded: a second run finds it and adds nothing. */
export const HISTORY_SEED_ACTION = 'seed.history';
export const HISTORY_APPLICATIONS = 400;
export const HISTORY_TERMINATIONS = 150;
const HISTORY_DAYS = 182;
/** Accounts and the complex the tests and journeys use: the history leaves them alone. */
const RESERVED_ACCOUNTS = new Set([EXAMPLE_ACCOUNT.accountNumber, '00010027', '00010053', '00010066', '00012345']);
const RESERVED_COMPLEX_CODE = 'CX001';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * The longest a member of staff's sitting over one request takes (finding the unit, each file, a deposit, the
 * decision: under an hour). A sitting starts only if it is over by `now`: one begun in the last minutes would
 * leave events in the future.
 */
const SITTING = 90 * MINUTE;
/** South Africa keeps UTC+2 all year. */
const SA_OFFSET = 2 * HOUR;
const OFFICE_OPENS = 8;
const OFFICE_CLOSES = 16.75;

type Random = () => number;
type Actor = 'customer' | 'admin' | 'system';

interface PlannedNotification {
  ref: number;
  at: number;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  bodyKey: string;
  subjectKey: string | null;
  vars: MessageVars;
}

interface PlannedEvent {
  at: number;
  actorType: Actor;
  adminId: string | null;
  kind: CaseEventKind;
  data: CaseEventData;
  /** A notification whose id the event's data takes once it is inserted. */
  notificationRef?: number;
}

interface PlannedDocument {
  type: string;
  uploadedAt: number;
  quality: DocumentQuality;
  isApproved: boolean | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
}

/** One customer request being written: its case columns, timeline, messages and documents. */
class CasePlan {
  status = 'incomplete';
  submittedAt: number | null = null;
  decidedAt: number | null = null;
  decidedBy: string | null = null;
  infoRequest: DecisionText | null = null;
  lastMessage: DecisionText | null = null;
  cellConfirmedAt: number | null = null;
  signedAt: number | null = null;
  events: PlannedEvent[] = [];
  notifications: PlannedNotification[] = [];
  documents = new Map<string, PlannedDocument>();
  updatedAt: number;

  constructor(
    readonly id: string,
    readonly kind: CaseKind,
    readonly reference: string,
    readonly createdAt: number,
    readonly person: { displayName: string; cellPhone: string; email: string | null; language: string },
    readonly notificationCounter: { next: number },
  ) {
    this.updatedAt = createdAt;
    this.event(createdAt, 'customer', null, 'created', { termsVersion: TERMS_VERSION });
  }

  event(at: number, actorType: Actor, adminId: string | null, kind: CaseEventKind, data: CaseEventData) {
    this.events.push({ at, actorType, adminId, kind, data });
    this.updatedAt = Math.max(this.updatedAt, at);
  }

  /** A status change, as transitionCase records it on the timeline. */
  move(at: number, actor: Actor, adminId: string | null, to: string, action: string, reason?: DecisionText) {
    this.event(at, actor, adminId, 'status', { from: this.status, to, action, ...(reason ? { reason } : {}) });
    this.status = to;
  }

  private notification(
    at: number,
    channel: 'sms' | 'email',
    purpose: string,
    bodyKey: string,
    subjectKey: string | null,
    vars: MessageVars,
    to?: string,
  ) {
    const recipient = to ?? (channel === 'sms' ? this.person.cellPhone : this.person.email!);
    const planned: PlannedNotification = {
      ref: this.notificationCounter.next++,
      at,
      channel,
      recipient,
      purpose,
      bodyKey,
      subjectKey,
      vars: { reference: this.reference, name: this.person.displayName, ...vars },
    };
    this.notifications.push(planned);
    return planned;
  }

  /** An automatic SMS (and email when there is an address), each shown on the timeline, as queueCustomerMessage does. */
  tell(
    at: number,
    purpose: string,
    smsKey: string,
    email: [subjectKey: string, bodyKey: string],
    vars: MessageVars = {},
  ) {
    const sent = [this.notification(at, 'sms', purpose, smsKey, null, vars)];
    if (this.person.email) sent.push(this.notification(at, 'email', purpose, email[1], email[0], vars));
    for (const n of sent) {
      this.events.push({
        at,
        actorType: 'system',
        adminId: null,
        kind: 'notification',
        data: { notificationId: 0, channel: n.channel, purpose },
        notificationRef: n.ref,
      });
    }
  }

  /** The account holder on record hears of a termination submitted from another number (submitTermination). */
  alertHolder(at: number, holderCell: string, vars: MessageVars) {
    const n = this.notification(
      at,
      'sms',
      'holder-alert',
      'messages.terminationHolderAlertSms',
      null,
      vars,
      holderCell,
    );
    this.events.push({
      at,
      actorType: 'system',
      adminId: null,
      kind: 'notification',
      data: { notificationId: 0, channel: 'sms', purpose: 'holder-alert' },
      notificationRef: n.ref,
    });
  }

  /** A decision's messages, as queueDecision words them. */
  tellDecision(at: number, smsKey: string, vars: MessageVars, subjectKey = 'messages.decisionEmailSubject') {
    this.tell(at, 'status-update', smsKey, [subjectKey, 'messages.decisionEmailBody'], {
      ...vars,
      text: { key: smsKey, vars: { reference: this.reference, ...vars } },
    });
  }

  /** Staff's own message by SMS: one notification, named by the message event (no notification event). */
  message(at: number, adminId: string, text: string) {
    const n = this.notification(at, 'sms', 'status-update', 'messages.adminMessageSms', null, { message: text, text });
    this.events.push({
      at,
      actorType: 'admin',
      adminId,
      kind: 'message',
      data: { channel: 'sms', text, notificationId: 0 },
      notificationRef: n.ref,
    });
    this.lastMessage = { text };
    this.updatedAt = Math.max(this.updatedAt, at);
  }

  upload(at: number, type: string, quality: DocumentQuality) {
    this.documents.set(type, { type, uploadedAt: at, quality, isApproved: null, reviewedBy: null, reviewedAt: null });
    this.event(at, 'customer', null, 'document_uploaded', { type });
  }

  review(at: number, adminId: string, type: string, isApproved: boolean) {
    const document = this.documents.get(type);
    if (!document) return;
    Object.assign(document, { isApproved, reviewedBy: adminId, reviewedAt: at });
    this.event(at, 'admin', adminId, isApproved ? 'document_approved' : 'document_rejected', { type });
  }
}

// --- Time: customers act in the day and evening, staff in office hours (South African time) ---------------

const saDayStart = (t: number) => Math.floor((t + SA_OFFSET) / DAY) * DAY - SA_OFFSET;
const saHour = (t: number) => (t - saDayStart(t)) / HOUR;
const saWeekday = (t: number) => new Date(t + SA_OFFSET).getUTCDay();
const isOfficeDay = (t: number) => saWeekday(t) >= 1 && saWeekday(t) <= 5;

/** The first office moment at or after `t`. */
function officeTime(t: number): number {
  let at = t;
  for (let i = 0; i < 10; i++) {
    const hour = saHour(at);
    if (isOfficeDay(at) && hour >= OFFICE_OPENS && hour < OFFICE_CLOSES) return at;
    at = hour < OFFICE_OPENS ? saDayStart(at) + OFFICE_OPENS * HOUR : saDayStart(at) + DAY + OFFICE_OPENS * HOUR;
  }
  return at;
}

/** `t` moved on by this many office hours. */
function addOfficeHours(t: number, hours: number): number {
  let at = officeTime(t);
  let left = hours * HOUR;
  for (;;) {
    const closes = saDayStart(at) + OFFICE_CLOSES * HOUR;
    if (left <= closes - at) return at + left;
    left -= closes - at;
    at = officeTime(closes);
  }
}

/** The first moment at or after `t` when a customer plausibly acts (06:30 to 22:00). */
function customerTime(t: number, random: Random): number {
  const hour = saHour(t);
  if (hour >= 6.5 && hour < 22) return t;
  const day = hour < 6.5 ? saDayStart(t) : saDayStart(t) + DAY;
  return day + (7 + random() * 3) * HOUR;
}

// --- People -------------------------------------------------------------------------------------------------

function makePicker(random: Random) {
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!,
    between: (low: number, high: number) => low + random() * (high - low),
    int: (low: number, high: number) => low + Math.floor(random() * (high - low + 1)),
    chance: (p: number) => random() < p,
  };
}

function demoUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const CELL_PREFIXES = ['+2782', '+2783', '+2784', '+2772', '+2776', '+2781'];
const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'webmail.co.za', 'mweb.co.za', 'icloud.com', 'yahoo.com'];
const RELATIONS = ['Mother', 'Father', 'Sister', 'Brother', 'Spouse', 'Friend', 'Colleague', 'Aunt'];

interface Person {
  title: string;
  firstName: string;
  surname: string;
  idNumber: string;
  cellPhone: string;
  email: string | null;
  language: string;
}

function makePeople(random: Random) {
  const { pick, int, chance } = makePicker(random);
  const usedCells = new Set<string>();
  const cell = (): string => {
    for (;;) {
      const prefix = pick(CELL_PREFIXES);
      const rest = String(int(1_000_000, 9_999_999));
      // The journeys use 082 555 ....; the history never does.
      if (prefix === '+2782' && rest.startsWith('555')) continue;
      const value = `${prefix}${rest}`;
      if (usedCells.has(value)) continue;
      usedCells.add(value);
      return value;
    }
  };
  const localCell = () => {
    const e164 = cell();
    return `0${e164.slice(3, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;
  };
  const emailFor = (firstName: string, surname: string) => {
    const slug = `${firstName}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '');
    return `${slug}${chance(0.4) ? int(1, 99) : ''}@${pick(EMAIL_DOMAINS)}`;
  };
  const person = (): Person => {
    const idNumber = demoIdNumber(random);
    const isFemale = Number(idNumber[6]) < 5;
    const firstName = pick(isFemale ? HISTORY_FIRST_NAMES.female : HISTORY_FIRST_NAMES.male);
    const surname = pick(HISTORY_SURNAMES);
    return {
      title: chance(0.05) ? 'Dr' : isFemale ? pick(['Ms', 'Mrs']) : 'Mr',
      firstName,
      surname,
      idNumber,
      cellPhone: cell(),
      email: chance(0.65) ? emailFor(firstName, surname) : null,
      language: chance(0.82) ? 'en' : pick(['af', 'zu', 'st']),
    };
  };
  const reference = () => ({
    refName: `${pick([...HISTORY_FIRST_NAMES.female, ...HISTORY_FIRST_NAMES.male])} ${pick(HISTORY_SURNAMES)}`,
    refRelation: pick(RELATIONS),
    refCellNo: localCell(),
  });
  return { person, reference, cell, emailFor };
}

// --- Register ------------------------------------------------------------------------------------------------

interface Unit {
  premiseId: number;
  premise: string;
  unitNumber: string;
  complexId: number;
  complexCode: string;
  complexName: string;
  streetAddress: string;
  suburb: string;
  postalCode: string | null;
}

interface RegisterAccount {
  id: number;
  accountNumber: string;
  holderName: string;
  holderIdNumber: string;
  isBusiness: boolean;
  cellPhone: string | null;
  depositCents: number;
  unit: Unit;
}

const saDate = (t: number) => new Date(t + SA_OFFSET).toISOString().slice(0, 10);
const addDaysTo = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** Rand as the messages show it. */
const rand = (cents: number) =>
  `R${(cents / 100).toLocaleString('en-ZA', { minimumFractionDigits: 2 }).replace(/\u00a0/g, ' ')}`;

function depositRule(isBusiness: boolean, isOwner: boolean): number {
  if (isBusiness) return isOwner ? 250_000 : 500_000;
  return isOwner ? 0 : 200_000;
}

/**
 * Six months of requests before `now` (PRODUCT.md's workflows, as the real routes would have left them):
 * about 400 applications and 150 terminations with their timelines, decisions, requests for information,
 * reminders, documents, messages and the accounts they opened or closed. Deterministic but for the time:
 * everything is placed relative to `now`, so a fresh start always has recent history. Running it again
 * adds nothing. With `storage`, small real files back the document rows; without, no document rows are written.
 */
export async function seedHistory(
  db: Database,
  options: { storage?: FileStorage; now?: Date; resumeUrl?: (wizardPath: string) => string } = {},
): Promise<void> {
  const marker = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, HISTORY_SEED_ACTION))
    .limit(1);
  if (marker.length > 0) return;
  const now = (options.now ?? new Date()).getTime();
  // Images and a PDF are made on sharp's and pdfkit's time while the history is planned.
  const files = options.storage ? demoDocumentFiles() : Promise.resolve(undefined);
  files.catch(() => {});
  const random = seededRandom(20_261_205);
  const { pick, between, int, chance } = makePicker(random);
  const people = makePeople(random);
  const counter = { next: 0 };

  // Staff: sign-in disabled, their password hash of random bytes nobody knows.
  const passwordHash = await hash(randomBytes(24).toString('base64url'));
  await db
    .insert(adminUsers)
    .values(HISTORY_STAFF.map((s) => ({ ...s, passwordHash, isActive: false })))
    .onConflictDoNothing({ target: adminUsers.username });
  const staffRows = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(
      inArray(
        adminUsers.username,
        HISTORY_STAFF.map((s) => s.username),
      ),
    );
  const staff = HISTORY_STAFF.map((s) => staffRows.find((row) => row.username === s.username)!.id);
  // Two staff do most of the work.
  const staffMember = () => staff[random() < 0.7 ? int(0, 1) : int(2, staff.length - 1)]!;

  // The register as it stands: units and open accounts, without the journeys' complex and accounts.
  const unitRows = await db
    .select({
      premiseId: premises.id,
      premise: premises.premise,
      unitNumber: premises.unitNumber,
      complexId: complexes.id,
      complexCode: complexes.code,
      complexName: complexes.name,
      streetAddress: complexes.streetAddress,
      suburb: complexes.suburb,
      postalCode: complexes.postalCode,
    })
    .from(premises)
    .innerJoin(complexes, eq(complexes.id, premises.complexId))
    .orderBy(premises.premise);
  const units: Unit[] = unitRows.filter((u) => u.complexCode !== RESERVED_COMPLEX_CODE);
  const unitById = new Map(units.map((u) => [u.premiseId, u]));
  const accountRows = await db.select().from(accounts).where(isNull(accounts.closedOn)).orderBy(accounts.accountNumber);
  const register: RegisterAccount[] = accountRows.flatMap((a) => {
    const unit = a.premiseId === null ? undefined : unitById.get(a.premiseId);
    if (!unit || RESERVED_ACCOUNTS.has(a.accountNumber)) return [];
    return [{ ...a, unit }];
  });
  const occupied = new Set(accountRows.map((a) => a.premiseId));
  const vacantUnits = units.filter((u) => !occupied.has(u.premiseId));
  const shuffle = <T>(list: T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };

  /** A start time in the six months before now: mostly office hours, some evenings, a few early mornings. */
  const startTime = (maxDaysAgo = HISTORY_DAYS, minDaysAgo = 0) => {
    const day = saDayStart(now - between(minDaysAgo, maxDaysAgo) * DAY);
    const r = random();
    const hour = r < 0.78 ? between(8, 17) : r < 0.95 ? between(17, 21.5) : between(6.5, 8);
    const at = day + hour * HOUR;
    return at < now - 5 * MINUTE ? at : now - between(10, 180) * MINUTE;
  };
  const responseDelay = () => (chance(0.5) ? between(2, 30) * HOUR : between(1, 6) * DAY);
  /** Office hours staff take to pick up a request: mostly a day or three, sometimes forgotten for weeks. */
  const reviewDelay = (stalled: boolean) =>
    stalled ? between(14, 40) * 8.75 : chance(0.6) ? between(1, 14) : between(14, 60);

  const casesOut: CasePlan[] = [];
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  const terminationRows: (typeof terminations.$inferInsert)[] = [];
  const accountInserts: (typeof accounts.$inferInsert)[] = [];
  const accountCloses: Array<{ id: number; closedOn: string; caseId: string }> = [];
  const usedReferences = new Set<string>();
  const newReference = (prefix: 'PM' | 'TM', at: number) => {
    for (;;) {
      const reference = `${prefix}-${new Date(at + SA_OFFSET).getUTCFullYear()}-${int(10_000, 99_999)}`;
      if (!usedReferences.has(reference)) {
        usedReferences.add(reference);
        return reference;
      }
    }
  };
  const usedAccountNumbers = new Set(
    (await db.select({ n: accounts.accountNumber }).from(accounts)).map((row) => row.n),
  );
  const newAccountNumber = () => {
    for (;;) {
      // Above the register's numbers and the journeys' made-up ones (2..., 3..., 4...).
      const number = String(int(50_000_000, 99_999_999));
      if (!usedAccountNumbers.has(number)) {
        usedAccountNumbers.add(number);
        return number;
      }
    }
  };

  // --- Terminations first: the accounts they close free units for the applications --------------------------
  const freedUnits: Unit[] = [];
  const terminationAccounts = shuffle(register);
  const terminationStarts = Array.from({ length: HISTORY_TERMINATIONS }, () =>
    chance(0.15) ? startTime(21) : startTime(),
  ).sort((a, b) => a - b);
  const simulateTermination = (t0: number, index: number) => {
    const isBusiness = chance(0.15);
    const kind: CaseKind = isBusiness ? 'business_termination' : 'residential_termination';
    const wrongAccount = chance(0.05);
    const account = terminationAccounts[index % terminationAccounts.length]!;
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
    const accountNumber = wrongAccount ? newAccountNumber() : account.accountNumber;
    const plan = new CasePlan(
      demoUuid(random),
      kind,
      newReference('TM', t0),
      t0,
      {
        displayName,
        cellPhone,
        email: holder.email === null ? null : people.emailFor(firstName, surname),
        language: holder.language,
      },
      counter,
    );
    casesOut.push(plan);
    const bank = pick(SA_BANKS);
    const unit = account.unit;
    const premiseMatches = !wrongAccount && !chance(0.05);
    const row: typeof terminations.$inferInsert = {
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
      newStreetName: pick([
        'Jan Shoba Street',
        'Lynnwood Road',
        'Atterbury Road',
        'Rivonia Road',
        'Hendrik Verwoerd Drive',
      ]),
      newSuburb: pick(['Centurion', 'Midrand', 'Montana', 'Sandton', 'Kempton Park', 'Silverton']),
      newProvince: 'Gauteng',
    };
    terminationRows.push(row);

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
    const disconnection = addDaysTo(saDate(t), chance(0.75) ? int(25, 45) : int(3, 20));
    const noticeDays = daysBetween(saDate(t), disconnection);
    Object.assign(row, {
      disconnectionDate: disconnection,
      finalMeterReading: plan.documents.has('meter') ? String(int(1_000, 60_000)).padStart(6, '0') : null,
      meterPhotoTakenAt: plan.documents.has('meter') ? new Date(t - between(5, 60) * MINUTE) : null,
      declarationAcceptedAt: new Date(t),
      clientTermDate: disconnection,
      clientSignedDate: saDate(t),
      registerAccountId: wrongAccount ? null : account.id,
      accountFound: !wrongAccount,
      idMatches: wrongAccount ? null : !someoneElse,
      premiseMatches: wrongAccount ? null : premiseMatches,
      depositHeldCents: wrongAccount ? null : account.depositCents,
      noticeDays,
      lateNotice: noticeDays < TERMINATION_NOTICE_DAYS,
      penaltyMayApply: noticeDays < TERMINATION_PENALTY_DAYS,
      refundDueDate: addDaysTo(disconnection, DEPOSIT_REFUND_DAYS),
    } satisfies Partial<typeof terminations.$inferInsert>);
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
        { accountNo: accountNumber, date: disconnection },
      );
      if (!wrongAccount && account.cellPhone && account.cellPhone !== cellPhone) {
        plan.alertHolder(at, account.cellPhone, { accountNo: accountNumber, date: disconnection });
      }
    };
    submit(t, 'submit');
    const tellVars = { accountNo: accountNumber };
    const SUBJECT = 'messages.terminationDecisionEmailSubject';

    // The customer withdraws now and then before staff act.
    if (chance(0.05)) {
      const at = customerTime(t + between(3, 48) * HOUR, random);
      if (at > now) return;
      plan.move(at, 'customer', null, 'cancelled', 'cancel');
      plan.tell(
        at,
        'status-update',
        'messages.terminationCancelledSms',
        [SUBJECT, 'messages.decisionEmailBody'],
        tellVars,
      );
      return;
    }
    const stalled = chance(0.08) || (t0 > now - 30 * DAY && chance(0.3));
    for (let round = 0; round < 3; round++) {
      t = addOfficeHours(t, reviewDelay(stalled && round === 0));
      if (t > now - SITTING) return;
      const admin = staffMember();
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
        plan.move(t, 'admin', admin, 'rejected', 'reject', reason);
        Object.assign(plan, { decidedAt: t, decidedBy: admin, lastMessage: reason });
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
          { ...tellVars, message: reason.text ?? { key: reason.key! }, link: 'termination' },
          SUBJECT,
        );
        const answers = random();
        if (answers > 0.65) {
          // No answer: a reminder, then staff cancel it or it waits.
          const remindAt = addOfficeHours(t, between(20, 50));
          if (remindAt < now && chance(0.6)) plan.message(remindAt, staffMember(), pick(REMINDER_TEXTS));
          const cancelAt = addOfficeHours(t, between(90, 160));
          if (cancelAt < now && chance(0.3)) {
            const by = staffMember();
            plan.move(cancelAt, 'admin', by, 'cancelled', 'cancel');
            Object.assign(plan, { decidedAt: cancelAt, decidedBy: by });
            plan.tellDecision(cancelAt, 'messages.terminationCancelledByStaffSms', tellVars, SUBJECT);
          }
          return;
        }
        t = customerTime(t + responseDelay(), random);
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
      plan.move(t, 'admin', admin, 'approved', 'approve');
      Object.assign(plan, { decidedAt: t, decidedBy: admin, infoRequest: null });
      plan.tellDecision(t, 'messages.terminationApprovedSms', { ...tellVars, date: disconnection }, SUBJECT);
      break;
    }
    if (plan.status !== 'approved') return finishTermination();
    // Completed once the meter is read on (or after) the disconnection date.
    const completeAt = addOfficeHours(Math.max(t, Date.parse(`${disconnection}T06:00:00Z`)), between(2, 40));
    if (completeAt > now || chance(0.08)) return;
    const by = staffMember();
    const terminationDate = saDate(completeAt) > disconnection ? saDate(completeAt) : disconnection;
    if (!wrongAccount) {
      plan.event(completeAt, 'admin', by, 'account_closed', { accountNumber });
      accountCloses.push({ id: account.id, closedOn: terminationDate, caseId: plan.id });
      freedUnits.push(unit);
    }
    Object.assign(row, {
      refundDueDate: addDaysTo(terminationDate, DEPOSIT_REFUND_DAYS),
      finalMeterReading: row.finalMeterReading ?? String(int(1_000, 60_000)).padStart(6, '0'),
      finalReadingRecordedAt: new Date(completeAt),
    });
    plan.move(completeAt, 'admin', by, 'completed', 'complete');
    Object.assign(plan, { decidedAt: completeAt, decidedBy: by });
    plan.tellDecision(
      completeAt,
      'messages.terminationCompletedSms',
      {
        ...tellVars,
        refund:
          account.depositCents > 0
            ? {
                key: 'messages.terminationRefundDue',
                vars: { amount: rand(account.depositCents), date: addDaysTo(terminationDate, DEPOSIT_REFUND_DAYS) },
              }
            : { key: 'messages.terminationNoRefund' },
      },
      SUBJECT,
    );
    finishTermination();

    function finishTermination() {
      if (!['completed', 'rejected', 'cancelled'].includes(plan.status)) return;
      const archiveAt = addOfficeHours(plan.updatedAt, between(120, 400));
      if (archiveAt < now && chance(0.45)) plan.move(archiveAt, 'admin', staffMember(), 'archived', 'archive');
    }
  };
  terminationStarts.forEach((t0, index) => {
    simulateTermination(t0, index);
  });

  // --- Applications ---------------------------------------------------------------------------------------
  // Completed applications open accounts on units without one: the vacant and those freed above.
  const freeUnits = shuffle([...vacantUnits, ...freedUnits]);
  const openAccountUnits = new Set<number>(accountRows.filter((a) => a.premiseId !== null).map((a) => a.premiseId!));
  for (const close of accountCloses) {
    const premiseId = terminationAccounts.find((a) => a.id === close.id)?.unit.premiseId;
    if (premiseId !== undefined) openAccountUnits.delete(premiseId);
  }
  const closedIds = new Set(accountCloses.map((close) => close.id));
  const occupiedUnits = register.filter((a) => !closedIds.has(a.id)).map((a) => a.unit);
  let freeCursor = 0;
  /** The next unit without an open account (a new occupant moving in); once none is left, any freed or vacant one. */
  const nextFreeUnit = () => {
    for (let tries = 0; tries < freeUnits.length; tries++) {
      const unit = freeUnits[freeCursor++ % freeUnits.length]!;
      if (!openAccountUnits.has(unit.premiseId)) return unit;
    }
    return freeUnits[freeCursor++ % freeUnits.length]!;
  };

  interface ApplicationSeed {
    t0: number;
    duplicateOf?: { person: Person; unit: Unit; isBusiness: boolean; business: Record<string, unknown> | null };
  }
  const seeds: ApplicationSeed[] = Array.from({ length: HISTORY_APPLICATIONS - 16 }, () => ({
    t0: chance(0.12) ? startTime(21) : startTime(),
  }));
  seeds.sort((a, b) => a.t0 - b.t0);
  const duplicatesPending: Array<{ after: number; of: NonNullable<ApplicationSeed['duplicateOf']> }> = [];
  // Eight applicants apply twice: five lately (both requests still open), three months ago.
  const recentSeeds = seeds.filter((seed) => seed.t0 > now - 20 * DAY && seed.t0 < now - 6 * DAY);
  const pairSources = new Set([
    ...recentSeeds.filter((_, i) => i % 5 === 1).slice(0, 5),
    ...Array.from({ length: 3 }, () => seeds[int(40, 200)]!),
  ]);

  /**
   * `waiting`: sent for a unit that still has an open account, and not yet looked at (an issue staff should see).
   * `pairSource`: the applicant will apply again; `hold`: sent and not yet looked at.
   */
  const simulateApplication = (
    t0: number,
    options: {
      duplicateOf?: ApplicationSeed['duplicateOf'];
      waiting?: boolean;
      pairSource?: boolean;
      hold?: boolean;
    } = {},
  ) => {
    const { duplicateOf, waiting = false, pairSource = false } = options;
    const hold = waiting || options.hold === true;
    const category = duplicateOf
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
          ? pick(occupiedUnits)
          : category === 'unregistered'
            ? null
            : nextFreeUnit();
    const outside = category === 'unregistered' ? pick(UNREGISTERED_COMPLEXES) : null;
    const businessSpec = pick(HISTORY_BUSINESSES);
    const business: Record<string, unknown> | null = duplicateOf
      ? duplicateOf.business
      : isBusiness
        ? {
            businessName: businessSpec[0],
            registrationNumber: `${int(2005, 2025)}/${String(int(0, 999_999)).padStart(6, '0')}/${pick(['07', '23', '08', '21'])}`,
            ...(chance(0.5) ? { vatNumber: `4${int(100_000_000, 999_999_999)}` } : {}),
            businessType: businessSpec[1],
            ...(businessSpec[2] ? { tradingName: businessSpec[2] } : {}),
            ...(businessSpec[1] === 'pty-ltd' && chance(0.6)
              ? {
                  directors: Array.from({ length: int(1, 2) }, () => {
                    const director = people.person();
                    return { fullName: `${director.firstName} ${director.surname}`, idNumber: director.idNumber };
                  }),
                }
              : {}),
          }
        : null;
    const displayName =
      (business?.businessName as string | undefined) ?? `${person.firstName} ${person.surname}`.trim();
    const plan = new CasePlan(
      demoUuid(random),
      isBusiness ? 'business_application' : 'residential_application',
      newReference('PM', t0),
      t0,
      { displayName, cellPhone: person.cellPhone, email: person.email, language: person.language },
      counter,
    );
    casesOut.push(plan);
    const isOwner = chance(isBusiness ? 0.25 : 0.3);
    const occupation = addDaysTo(saDate(t0), int(-10, 30));
    const linkedAtStart = category === 'free' || category === 'occupied' || category === 'duplicate';
    const row: typeof applications.$inferInsert = {
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
      leaseDate: isOwner ? null : addDaysTo(occupation, -int(5, 25)),
      isOwner,
      postalAddress: null,
      postalCode: unit?.postalCode ?? null,
      complexId: linkedAtStart ? unit!.complexId : null,
      premiseId: linkedAtStart ? unit!.premiseId : null,
      depositCents: null,
      depositApprovedAt: null,
      business,
    };
    applicationRows.push(row);
    const required = isBusiness
      ? [
          'id',
          ...((business?.directors as unknown[] | undefined) ?? []).map((_, i) => `director-${i + 1}`),
          'cipc',
          ...(business?.vatNumber ? ['vat'] : []),
          'deedlease',
        ]
      : ['id', 'deedlease'];

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
      duplicatesPending.push({
        after: t + between(1, 5) * DAY,
        of: { person, unit: unit ?? nextFreeUnit(), isBusiness, business },
      });
    }

    // Forgotten for weeks now and then; more so among those sent three to six weeks ago, so some still wait today.
    /** By the rules for the applicant's type and occupancy, now and then adjusted by staff. */
    const setDeposit = (at: number, admin: string) => {
      const deposit = chance(0.1) ? int(10, 40) * 10_000 : depositRule(isBusiness, isOwner);
      plan.event(at, 'admin', admin, 'deposit_approved', {
        amountCents: deposit,
        previousCents: row.depositCents ?? null,
      });
      row.depositCents = deposit;
      row.depositApprovedAt = new Date(at);
    };
    const stalled = hold || chance(0.09) || (t0 > now - 45 * DAY && t0 < now - 20 * DAY && chance(0.3));
    for (let round = 0; round < 4; round++) {
      t = addOfficeHours(t, reviewDelay(stalled && round === 0));
      if (t > now - SITTING) return;
      const admin = staffMember();
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
      const unitTaken = unit !== null && openAccountUnits.has(unit.premiseId);
      const r = random();
      let decision: 'approve' | 'reject' | 'info';
      if (category === 'duplicate') decision = r < 0.6 ? 'reject' : 'info';
      else if (badDocument) decision = round >= 2 ? 'reject' : 'info';
      else if (category === 'unregistered') decision = round === 0 ? 'info' : 'reject';
      else if (unitTaken) decision = r < 0.55 ? 'reject' : round === 0 ? 'info' : 'reject';
      else if (round === 0) decision = r < 0.2 ? 'info' : r < 0.27 ? 'reject' : 'approve';
      else decision = r < 0.1 ? 'info' : r < 0.18 ? 'reject' : 'approve';

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
        plan.move(t, 'admin', admin, 'rejected', 'reject', reason);
        Object.assign(plan, { decidedAt: t, decidedBy: admin, lastMessage: reason });
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
          link: `${isBusiness ? 'business' : 'residential'}?continue=${plan.reference}`,
        });
        // Most answer within days; some only after a reminder; some never.
        const answer = random();
        const remindAt = addOfficeHours(t, between(18, 45));
        if (answer > 0.55 && remindAt < now && chance(answer > 0.75 ? 0.5 : 1)) {
          plan.message(remindAt, staffMember(), pick(REMINDER_TEXTS));
        }
        if (answer > 0.75) return;
        t = customerTime((answer > 0.55 ? remindAt : t) + responseDelay(), random);
        if (t > now) return;
        const type = badDocument?.type ?? (ownWords[1] && reason.text ? ownWords[1] : undefined);
        if (type && plan.documents.has(type)) plan.upload(t, type, type === 'deedlease' ? 'pdf' : 'clear');
        t += between(2, 10) * MINUTE;
        if (t > now) return;
        submit(t, 'resubmit');
        continue;
      }
      // Approve: the deposit, if not set yet, then the decision.
      if (row.depositApprovedAt === null) {
        setDeposit(t, admin);
        t += between(1, 5) * MINUTE;
      }
      const deposit = row.depositCents ?? 0;
      plan.move(t, 'admin', admin, 'approved', 'approve');
      Object.assign(plan, { decidedAt: t, decidedBy: admin });
      plan.tellDecision(t, 'messages.approvedSms', {
        deposit: deposit
          ? { key: 'messages.depositDue', vars: { amount: rand(deposit) } }
          : { key: 'messages.noDeposit' },
      });
      break;
    }
    if (plan.status === 'approved' && unit) {
      // Registered in Metermis and completed: the account opens on the unit.
      const completeAt = addOfficeHours(t, chance(0.7) ? between(3, 40) : between(40, 160));
      if (completeAt < now && !openAccountUnits.has(unit.premiseId) && !chance(0.08)) {
        const by = staffMember();
        plan.move(completeAt, 'admin', by, 'completed', 'complete');
        const accountNumber = newAccountNumber();
        plan.event(completeAt, 'system', null, 'account_opened', { accountNumber });
        openAccountUnits.add(unit.premiseId);
        accountInserts.push({
          accountNumber,
          holderName: (business?.businessName as string | undefined) ?? `${person.firstName} ${person.surname}`.trim(),
          holderIdNumber: (business?.registrationNumber as string | undefined) ?? person.idNumber,
          isBusiness,
          premiseId: unit.premiseId,
          cellPhone: person.cellPhone,
          depositCents: row.depositCents ?? 0,
          openedOn: saDate(completeAt),
          openedByCaseId: plan.id,
          createdAt: new Date(completeAt),
          updatedAt: new Date(completeAt),
        });
        plan.tellDecision(completeAt, 'messages.completedSms', { accountNo: accountNumber });
      }
    }
    if (plan.status === 'completed' || plan.status === 'rejected') {
      const archiveAt = addOfficeHours(plan.updatedAt, between(150, 500));
      if (archiveAt < now && chance(0.45)) plan.move(archiveAt, 'admin', staffMember(), 'archived', 'archive');
    }
  };

  // Among the last fortnight's, a few for units that still have an account, waiting (seeds.length - 1 is the newest).
  const waitingSeeds = new Set(
    seeds
      .filter((seed) => seed.t0 > now - 14 * DAY && seed.t0 < now - 2 * DAY && !pairSources.has(seed))
      .filter((_, i) => i % 6 === 2),
  );
  for (const seed of seeds) {
    while (duplicatesPending.length > 0 && duplicatesPending[0]!.after <= seed.t0) {
      const next = duplicatesPending.shift()!;
      simulateApplication(Math.min(next.after, now - 30 * MINUTE), {
        duplicateOf: next.of,
        hold: next.after > now - 20 * DAY,
      });
    }
    const recentPair = pairSources.has(seed) && seed.t0 > now - 20 * DAY;
    simulateApplication(seed.t0, {
      waiting: waitingSeeds.has(seed),
      pairSource: pairSources.has(seed),
      hold: recentPair,
    });
  }
  for (const next of duplicatesPending) {
    simulateApplication(Math.min(next.after, now - 30 * MINUTE), { duplicateOf: next.of, hold: true });
  }
  // The rest of the 400: drafts started in the last two days, still being filled in.
  while (applicationRows.length < HISTORY_APPLICATIONS) simulateApplication(startTime(2));

  await writeHistory(db, options.storage, {
    casesOut,
    applicationRows,
    terminationRows,
    accountInserts,
    accountCloses,
    termsVersion: TERMS_VERSION,
    files,
  });
}

async function writeHistory(
  db: Database,
  storage: FileStorage | undefined,
  data: {
    casesOut: CasePlan[];
    applicationRows: (typeof applications.$inferInsert)[];
    terminationRows: (typeof terminations.$inferInsert)[];
    accountInserts: (typeof accounts.$inferInsert)[];
    accountCloses: Array<{ id: number; closedOn: string; caseId: string }>;
    termsVersion: string;
    /** The demo files, made while the history was planned. */
    files: Promise<Awaited<ReturnType<typeof demoDocumentFiles>> | undefined>;
  },
) {
  const { casesOut } = data;
  const applicationById = new Map(data.applicationRows.map((row) => [row.id, row]));
  const terminationById = new Map(data.terminationRows.map((row) => [row.id, row]));
  const personOf = (plan: CasePlan) => {
    const row = applicationById.get(plan.id) ?? terminationById.get(plan.id);
    return `${row?.firstName ?? ''} ${row?.surname ?? ''}`.trim();
  };
  const signer = (plan: CasePlan) => personOf(plan) || plan.person.displayName;
  // A business's representative, searched beside its name, as the repositories keep it (case-detail-table.ts).
  const representativeOf = (plan: CasePlan) => {
    const person = personOf(plan);
    return person && person !== plan.person.displayName ? person : null;
  };
  const caseRows: (typeof cases.$inferInsert)[] = casesOut.map((plan) => ({
    id: plan.id,
    kind: plan.kind,
    reference: plan.reference,
    status: plan.status,
    displayName: plan.person.displayName,
    representativeName: representativeOf(plan),
    cellPhone: plan.person.cellPhone,
    email: plan.person.email,
    language: plan.person.language,
    cellConfirmedAt: plan.cellConfirmedAt === null ? null : new Date(plan.cellConfirmedAt),
    submittedAt: plan.submittedAt === null ? null : new Date(plan.submittedAt),
    decidedBy: plan.decidedBy,
    decidedAt: plan.decidedAt === null ? null : new Date(plan.decidedAt),
    infoRequest: plan.status === 'needsinfo' ? plan.infoRequest : null,
    lastMessage: plan.lastMessage,
    signatureType: plan.signedAt === null ? null : 'typed',
    signatureText: plan.signedAt === null ? null : signer(plan),
    signedAt: plan.signedAt === null ? null : new Date(plan.signedAt),
    createdAt: new Date(plan.createdAt),
    updatedAt: new Date(plan.updatedAt),
  }));

  // Real small files for the document rows, written before the rows and moved into place after they commit.
  const files = await data.files;
  const staged: Array<{ commit(): Promise<void>; discard(): Promise<void> }> = [];
  const documentRows: (typeof documents.$inferInsert)[] = [];
  if (storage && files) {
    const all = casesOut.flatMap((plan) => [...plan.documents.values()].map((d) => ({ plan, d })));
    for (let start = 0; start < all.length; start += 50) {
      const batch = all.slice(start, start + 50);
      const stagedBatch = await Promise.all(
        batch.map(({ d }) => storage.stage(files[d.quality].content, files[d.quality].extension)),
      );
      batch.forEach(({ plan, d }, i) => {
        const file = files[d.quality];
        staged.push(stagedBatch[i]!);
        documentRows.push({
          caseId: plan.id,
          type: d.type,
          storedName: stagedBatch[i]!.storedName,
          originalName: `${d.type}-${file.originalName}`,
          contentType: file.contentType,
          sizeBytes: file.content.byteLength,
          uploadedAt: new Date(d.uploadedAt),
          isApproved: d.isApproved,
          reviewedBy: d.reviewedBy,
          reviewedAt: d.reviewedAt === null ? null : new Date(d.reviewedAt),
        });
      });
    }
  }

  try {
    await db.transaction(async (tx) => {
      await bulkInsert(tx, cases, caseRows);
      await bulkInsert(tx, applications, data.applicationRows);
      await bulkInsert(tx, terminations, data.terminationRows);
      await bulkInsert(
        tx,
        consents,
        casesOut.map((plan) => ({
          caseId: plan.id,
          purpose: 'popia' as const,
          termsVersion: data.termsVersion,
          givenAt: new Date(plan.createdAt),
        })),
      );
      // Notifications first, with ids taken from their sequence: the events name them.
      const planned = casesOut.flatMap((plan) => plan.notifications.map((n) => ({ plan, n })));
      const allocated = await tx.execute(
        sql`select nextval(pg_get_serial_sequence('notifications', 'id'))::int as id from generate_series(1, ${planned.length})`,
      );
      const ids = (allocated as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
      const idByRef = new Map(planned.map(({ n }, i) => [n.ref, ids[i]!]));
      await bulkInsert(
        tx,
        notifications,
        planned.map(({ plan, n }) => ({
          id: idByRef.get(n.ref)!,
          caseId: plan.id,
          channel: n.channel,
          recipient: n.recipient,
          purpose: n.purpose,
          language: plan.person.language,
          bodyKey: n.bodyKey,
          subjectKey: n.subjectKey,
          vars: n.vars,
          status: 'sent' as const,
          attempts: 1,
          nextAttemptAt: new Date(n.at),
          createdAt: new Date(n.at),
          sentAt: new Date(n.at + 4_000),
        })),
        { overridingSystemValue: true },
      );
      const eventRows = casesOut.flatMap((plan) =>
        plan.events.map((e) => ({
          caseId: plan.id,
          at: new Date(e.at),
          actorType: e.actorType,
          adminId: e.adminId,
          kind: e.kind,
          data:
            e.notificationRef === undefined
              ? e.data
              : ({ ...e.data, notificationId: idByRef.get(e.notificationRef)! } as CaseEventData),
        })),
      );
      eventRows.sort((a, b) => a.at.getTime() - b.at.getTime());
      await bulkInsert(tx, caseEvents, eventRows);
      await bulkInsert(tx, documents, documentRows);
      await bulkInsert(tx, accounts, data.accountInserts);
      if (data.accountCloses.length > 0) {
        await tx.execute(sql`
          update ${accounts} set closed_on = r.closed_on, closed_by_case_id = r.case_id, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(data.accountCloses.map((c) => ({ id: c.id, closed_on: c.closedOn, case_id: c.caseId })))}::jsonb)
            as r(id integer, closed_on date, case_id uuid)
          where ${accounts.id} = r.id and ${accounts.closedOn} is null`);
      }
      await tx.insert(auditLog).values({
        actor: 'seed',
        action: HISTORY_SEED_ACTION,
        details: { cases: caseRows.length, documents: documentRows.length },
      });
    });
  } catch (error) {
    await Promise.all(staged.map((file) => file.discard()));
    throw error;
  }
  for (let start = 0; start < staged.length; start += 50) {
    await Promise.all(staged.slice(start, start + 50).map((file) => file.commit()));
  }
}

/**
 * Many rows in one statement, sent as one JSON value and unpacked by `jsonb_to_recordset`: on PGlite far
 * faster than thousands of bound parameters. The columns are those of the first row (the rows are uniform).
 */
async function bulkInsert<T extends PgTable>(
  tx: Database,
  table: T,
  rows: T['$inferInsert'][],
  options: { overridingSystemValue?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => first[key] !== undefined);
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const definition = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const overriding = options.overridingSystemValue ? sql.raw(' overriding system value') : sql.raw('');
  await tx.execute(
    sql`insert into ${table} (${names})${overriding} select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${definition})`,
  );
}
