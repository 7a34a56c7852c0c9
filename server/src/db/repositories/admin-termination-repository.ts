import { TERMINATION_KINDS } from '@protea/shared/case-kinds';
import type {
  TerminationListQuery,
  TerminationListSort,
  TerminationStats,
} from '@protea/shared/schemas/admin-terminations';
import { eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases, terminations } from '../schema.js';
import { type CaseListDefinition, casesForExport, exportKeyFields, listCasePage } from './case-list-repository.js';
import { cachedDayCount } from './count-cache.js';
import type { SaBoundaries } from './sa-time-boundaries.js';

/** The admin list of terminations, residential and business. */
export const terminationList: CaseListDefinition<TerminationListSort> = {
  kinds: TERMINATION_KINDS,
  kindOfType: { residential: 'residential_termination', business: 'business_termination' },
  sorts: {
    createdAt: cases.createdAt,
    accountNo: terminations.accountNumber,
    name: cases.displayName,
    disconnectionDate: terminations.disconnectionDate,
    status: cases.status,
  },
  own: { table: terminations, id: terminations.id },
  // Besides reference, name (the business name for businesses), email and cell: the account and ID numbers.
  search: (pattern) => [
    ilike(terminations.accountNumber, pattern),
    ilike(terminations.idNumber, pattern),
    ilike(terminations.registrationNumber, pattern),
  ],
};

const listFields = {
  id: cases.id,
  reference: cases.reference,
  accountNo: terminations.accountNumber,
  name: cases.displayName,
  email: cases.email,
  phone: cases.cellPhone,
  createdAt: cases.createdAt,
  submittedAt: cases.submittedAt,
  kind: cases.kind,
  formType: terminations.formType,
  disconnectionDate: terminations.disconnectionDate,
  status: cases.status,
  accountFound: terminations.accountFound,
  idMatches: terminations.idMatches,
  premiseMatches: terminations.premiseMatches,
  lateNotice: terminations.lateNotice,
  penaltyMayApply: terminations.penaltyMayApply,
};

const exportFields = {
  ...listFields,
  complexName: terminations.complexName,
  unitNumber: terminations.unitNumber,
  depositHeldCents: terminations.depositHeldCents,
  refundDueDate: terminations.refundDueDate,
};

export const listTerminationsPage = (db: Database, query: TerminationListQuery) =>
  listCasePage(
    db,
    terminationList,
    db.select(listFields).from(cases).innerJoin(terminations, eq(terminations.id, cases.id)).$dynamic(),
    query,
  );

export const terminationsForExport = (db: Database, query: TerminationListQuery) =>
  casesForExport(terminationList, query, () =>
    db
      .select({ ...exportFields, ...exportKeyFields(terminationList, query) })
      .from(cases)
      .innerJoin(terminations, eq(terminations.id, cases.id))
      .$dynamic(),
  );

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/** The overview's figures, counted over every termination; kept up to 60 seconds (count-cache.ts). */
export const terminationStats = (db: Database): Promise<TerminationStats> =>
  cachedDayCount(db, 'termination stats', (boundaries) => countTerminationStats(db, boundaries));

async function countTerminationStats(
  db: Database,
  { today, weekStart, monthStart }: SaBoundaries,
): Promise<TerminationStats> {
  const status = (value: string) => countWhere(sql`${cases.status} = ${value}`);
  const [row] = await db
    .select({
      totalTerminations: sql<number>`count(*)::int`,
      incompleteTerminations: status('incomplete'),
      pendingTerminations: status('pending'),
      approvedTerminations: status('approved'),
      completedTerminations: status('completed'),
      cancelledTerminations: status('cancelled'),
      needsInfoTerminations: status('needsinfo'),
      rejectedTerminations: status('rejected'),
      archivedTerminations: status('archived'),
      terminationsToday: countWhere(sql`${cases.createdAt} >= ${today.toISOString()}`),
      terminationsThisWeek: countWhere(sql`${cases.createdAt} >= ${weekStart.toISOString()}`),
      terminationsThisMonth: countWhere(sql`${cases.createdAt} >= ${monthStart.toISOString()}`),
      businessTerminations: countWhere(sql`${cases.kind} = 'business_termination'`),
      residentialTerminations: countWhere(sql`${cases.kind} = 'residential_termination'`),
    })
    .from(cases)
    .where(inArray(cases.kind, [...TERMINATION_KINDS]));
  return row!;
}
