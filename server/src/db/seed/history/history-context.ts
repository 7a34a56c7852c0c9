import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { CaseKind } from '@protea/shared/case-kinds';
import { eq, inArray, isNull } from 'drizzle-orm';
import { HOURS_PER_BUSINESS_DAY } from '../../../domain/calendar/business-hours.js';
import { type DepositRule, depositByRule, readDepositRules } from '../../../domain/reference/deposit-rules.js';
import type { Database } from '../../client.js';
import { accounts, adminUsers, complexes, premises } from '../../schema.js';
import { EXAMPLE_ACCOUNT, seededRandom } from '../demo-accounts.js';
import { HISTORY_STAFF } from '../demo-history-data.js';
import { CasePlan, type PlanPerson } from './case-plan.js';
import { DAY, HOUR, MINUTE, saDayStart, saYear } from './clock.js';
import { demoUuid, makePeople, makePicker, type People, type Picker, type Random } from './demo-people.js';

export const HISTORY_APPLICATIONS = 400;
export const HISTORY_TERMINATIONS = 150;
const HISTORY_DAYS = 182;
/** Accounts and the complex the tests and journeys use: the history leaves them alone. */
const RESERVED_ACCOUNTS = new Set([
  EXAMPLE_ACCOUNT.accountNumber,
  '00010027',
  '00010053',
  '00010066',
  '00010079',
  '00012345',
]);
const RESERVED_COMPLEX_CODE = 'CX001';
/**
 * The longest a member of staff's sitting over one request takes (finding the unit, each file, a deposit, the
 * decision: under an hour). A sitting starts only if it is over by `now`: one begun in the last minutes would
 * leave events in the future.
 */
export const SITTING = 90 * MINUTE;

export interface Unit {
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

export interface RegisterAccount {
  id: number;
  accountNumber: string;
  holderName: string;
  holderIdNumber: string;
  isBusiness: boolean;
  cellPhone: string | null;
  depositCents: number;
  unit: Unit;
}

/** The register as it stands: units and open accounts, without the journeys' complex and accounts. */
export interface Register {
  units: Unit[];
  /** Open accounts the history may terminate. */
  accounts: RegisterAccount[];
  vacantUnits: Unit[];
  /** Units with an open account, reserved ones included. */
  occupiedUnitIds: Set<number>;
  usedAccountNumbers: Set<string>;
  depositRules: DepositRule[];
}

export async function readRegister(db: Database): Promise<Register> {
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
  const open = accountRows.flatMap((a) => {
    const unit = a.premiseId === null ? undefined : unitById.get(a.premiseId);
    if (!unit || RESERVED_ACCOUNTS.has(a.accountNumber)) return [];
    return [{ ...a, unit }];
  });
  const occupiedUnitIds = new Set(accountRows.flatMap((a) => (a.premiseId === null ? [] : [a.premiseId])));
  const usedAccountNumbers = new Set(
    (await db.select({ n: accounts.accountNumber }).from(accounts)).map((row) => row.n),
  );
  return {
    units,
    accounts: open,
    vacantUnits: units.filter((u) => !occupiedUnitIds.has(u.premiseId)),
    occupiedUnitIds,
    usedAccountNumbers,
    depositRules: await readDepositRules(db),
  };
}

/** The demo staff who decided the history: sign-in disabled, their password hash of random bytes nobody knows. */
export async function ensureHistoryStaff(db: Database): Promise<string[]> {
  const passwordHash = await hash(randomBytes(24).toString('base64url'));
  await db
    .insert(adminUsers)
    .values(HISTORY_STAFF.map((s) => ({ ...s, passwordHash, isActive: false })))
    .onConflictDoNothing({ target: adminUsers.username });
  const rows = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(
      inArray(
        adminUsers.username,
        HISTORY_STAFF.map((s) => s.username),
      ),
    );
  return HISTORY_STAFF.map((s) => rows.find((row) => row.username === s.username)!.id);
}

/** What both kinds of request are simulated with: the seeded stream, the clock, the staff and the register. */
export interface HistoryContext extends Picker {
  now: number;
  random: Random;
  people: People;
  register: Register;
  /** Every request planned so far, in the order planned. */
  plans: CasePlan[];
  /** Where a customer resumes a request (config/resume-url.ts). */
  resumeUrl: (wizardPath: string) => string;
  staffMember(): string;
  newPlan(kind: CaseKind, t0: number, person: PlanPerson): CasePlan;
  newAccountNumber(): string;
  /** A start time in the six months before now: mostly office hours, some evenings, a few early mornings. */
  startTime(maxDaysAgo?: number, minDaysAgo?: number): number;
  /** How long a customer takes to answer. */
  responseDelay(): number;
  /** Business hours staff take to pick up a request: mostly a day or three, sometimes forgotten for weeks. */
  reviewDelay(stalled: boolean): number;
  /** The deposit the stored rules set. */
  depositFor(isBusiness: boolean, isOwner: boolean): number;
}

export function makeHistoryContext(options: {
  now: number;
  staff: string[];
  register: Register;
  resumeUrl: (wizardPath: string) => string;
}): HistoryContext {
  const { now, staff, register } = options;
  const random = seededRandom(20_261_205);
  const picker = makePicker(random);
  const { between, int, chance } = picker;
  const people = makePeople(random);
  const counter = { next: 0 };
  const plans: CasePlan[] = [];
  const usedReferences = new Set<string>();
  const newReference = (prefix: 'PM' | 'TM', at: number) => {
    for (;;) {
      const reference = `${prefix}-${saYear(at)}-${int(10_000, 99_999)}`;
      if (!usedReferences.has(reference)) {
        usedReferences.add(reference);
        return reference;
      }
    }
  };
  return {
    ...picker,
    now,
    random,
    people,
    register,
    plans,
    resumeUrl: options.resumeUrl,
    // Two staff do most of the work.
    staffMember: () => staff[random() < 0.7 ? int(0, 1) : int(2, staff.length - 1)]!,
    newPlan(kind, t0, person) {
      const id = demoUuid(random);
      const plan = new CasePlan(
        id,
        kind,
        newReference(kind.endsWith('_termination') ? 'TM' : 'PM', t0),
        t0,
        person,
        counter,
      );
      plans.push(plan);
      return plan;
    },
    newAccountNumber() {
      for (;;) {
        // Above the register's numbers and the journeys' made-up ones (2..., 3..., 4...).
        const number = String(int(50_000_000, 99_999_999));
        if (!register.usedAccountNumbers.has(number)) {
          register.usedAccountNumbers.add(number);
          return number;
        }
      }
    },
    startTime(maxDaysAgo = HISTORY_DAYS, minDaysAgo = 0) {
      const day = saDayStart(now - between(minDaysAgo, maxDaysAgo) * DAY);
      const r = random();
      const hour = r < 0.78 ? between(8, 17) : r < 0.95 ? between(17, 21.5) : between(6.5, 8);
      const at = day + hour * HOUR;
      return at < now - 5 * MINUTE ? at : now - between(10, 180) * MINUTE;
    },
    responseDelay: () => (chance(0.5) ? between(2, 30) * HOUR : between(1, 6) * DAY),
    reviewDelay: (stalled) =>
      stalled ? between(14, 40) * HOURS_PER_BUSINESS_DAY : chance(0.6) ? between(1, 14) : between(14, 60),
    depositFor: (isBusiness, isOwner) => depositByRule(register.depositRules, isBusiness, isOwner),
  };
}
