import {
  aliasedTable,
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../client.js';
import { accounts, cases, complexes, premises } from '../schema.js';
import { LIST_COUNT_LIMIT } from './case-list-repository.js';
import { complexAddressFields } from './premises-repository.js';

// The premises register and the accounts register as staff maintain them (issue 29).

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (search: string) => `%${escapeLike(search)}%`;

export type ComplexRow = typeof complexes.$inferSelect;
export type ComplexValues = Omit<typeof complexes.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;

export interface PageRequest {
  search: string;
  status: 'active' | 'inactive' | 'open' | 'closed' | 'all';
  page: number;
  pageSize: number;
}

// The tables are named: in a select from one table Drizzle leaves columns unqualified, and `id` inside the subquery
// was then the unit's own, counting the units whose complex id equals their own id.
const unitCount = sql<number>`(SELECT count(*) FROM ${premises} AS u WHERE u.complex_id = ${complexes}.id)::int`;

function complexFilter({ search, status }: PageRequest): SQL | undefined {
  const place = search
    ? or(
        ilike(complexes.name, containing(search)),
        ilike(complexes.suburb, containing(search)),
        ilike(complexes.city, containing(search)),
        ilike(complexes.code, containing(search)),
      )
    : undefined;
  const active =
    status === 'active'
      ? eq(complexes.isActive, true)
      : status === 'inactive'
        ? eq(complexes.isActive, false)
        : undefined;
  return and(place, active);
}

export async function listComplexPage(db: Database, request: PageRequest) {
  const where = complexFilter(request);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: complexes.id,
        code: complexes.code,
        name: complexes.name,
        ...complexAddressFields,
        postalCode: complexes.postalCode,
        isActive: complexes.isActive,
        unitCount,
      })
      .from(complexes)
      .where(where)
      .orderBy(asc(complexes.name), asc(complexes.suburb))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ n: count() }).from(complexes).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findComplex(db: Database, id: number): Promise<ComplexRow | undefined> {
  const rows = await db.select().from(complexes).where(eq(complexes.id, id)).limit(1);
  return rows[0];
}

export async function lockComplex(db: Database, id: number): Promise<ComplexRow | undefined> {
  const rows = await db.select().from(complexes).where(eq(complexes.id, id)).for('update').limit(1);
  return rows[0];
}

/** A new complex; undefined when one of that name and suburb exists. */
export async function insertComplex(db: Database, values: ComplexValues): Promise<ComplexRow | undefined> {
  const rows = await db.insert(complexes).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateComplex(db: Database, id: number, values: Partial<ComplexValues>) {
  const rows = await db
    .update(complexes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(complexes.id, id))
    .returning();
  return rows[0];
}

/** Another complex of that name and suburb (the import matches by both), other than `exceptId`. */
export async function findComplexNamed(db: Database, name: string, suburb: string, exceptId?: number) {
  const rows = await db
    .select({ id: complexes.id })
    .from(complexes)
    .where(
      and(
        sql`lower(${complexes.name}) = lower(${name})`,
        sql`lower(${complexes.suburb}) = lower(${suburb})`,
        exceptId === undefined ? undefined : sql`${complexes.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows[0];
}

export function listUnits(db: Database, complexId: number) {
  return db
    .select({
      id: premises.id,
      unitNumber: premises.unitNumber,
      premiseCode: premises.premise,
      address: premises.address,
    })
    .from(premises)
    .where(eq(premises.complexId, complexId))
    .orderBy(asc(premises.premise));
}

export async function findUnit(db: Database, complexId: number, unitId: number) {
  const rows = await db
    .select()
    .from(premises)
    .where(and(eq(premises.id, unitId), eq(premises.complexId, complexId)))
    .limit(1);
  return rows[0];
}

/** A unit of the complex; undefined when its premise code or its number in the complex is taken. */
export async function insertUnit(db: Database, values: typeof premises.$inferInsert) {
  const rows = await db.insert(premises).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateUnit(db: Database, unitId: number, values: Partial<typeof premises.$inferInsert>) {
  const rows = await db.update(premises).set(values).where(eq(premises.id, unitId)).returning();
  return rows[0];
}

/** Whether another unit has the premise code, or the number in the same complex. */
export async function findUnitClash(
  db: Database,
  complexId: number,
  unitNumber: string,
  premiseCode: string,
  exceptId?: number,
) {
  const rows = await db
    .select({ id: premises.id })
    .from(premises)
    .where(
      and(
        or(
          eq(premises.premise, premiseCode),
          and(eq(premises.complexId, complexId), eq(premises.unitNumber, unitNumber)),
        ),
        exceptId === undefined ? undefined : sql`${premises.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows[0];
}

/** Keeps the unit's printed address in step with its complex's name and street. */
export async function refreshUnitAddresses(db: Database, complex: ComplexRow) {
  await db
    .update(premises)
    .set({
      address: sql`'Unit ' || ${premises.unitNumber} || ', ' || ${complex.name} || ', ' || ${complex.streetAddress} || ', ' || ${complex.suburb}`,
    })
    .where(eq(premises.complexId, complex.id));
}

export const unitAddress = (unitNumber: string, complex: Pick<ComplexRow, 'name' | 'streetAddress' | 'suburb'>) =>
  `Unit ${unitNumber}, ${complex.name}, ${complex.streetAddress}, ${complex.suburb}`;

const openedBy = aliasedTable(cases, 'opened_by');
const closedBy = aliasedTable(cases, 'closed_by');

function accountFilter({ search, status }: PageRequest): SQL | undefined {
  // An account number is digits only (ACCOUNT_NUMBER_PATTERN, for imports and the numbers the portal gives alike): a
  // search with anything else cannot match one, and is not looked for there. Its candidates through the trigram index
  // ('2015' of '2015/' in thousands of numbers) made the planner count such a search by reading the table.
  const match = search
    ? or(
        /^\d+$/.test(search) ? ilike(accounts.accountNumber, containing(search)) : undefined,
        ilike(accounts.holderName, containing(search)),
        ilike(accounts.holderIdNumber, `${escapeLike(search)}%`),
      )
    : undefined;
  const state =
    status === 'open' ? isNull(accounts.closedOn) : status === 'closed' ? isNotNull(accounts.closedOn) : undefined;
  return and(match, state);
}

const accountFields = {
  id: accounts.id,
  accountNumber: accounts.accountNumber,
  holderName: accounts.holderName,
  holderIdNumber: accounts.holderIdNumber,
  cellPhone: accounts.cellPhone,
  email: accounts.email,
  complexName: complexes.name,
  unitNumber: premises.unitNumber,
  premiseCode: premises.premise,
  depositCents: accounts.depositCents,
  openedOn: accounts.openedOn,
  closedOn: accounts.closedOn,
  openedById: openedBy.id,
  openedByReference: openedBy.reference,
  closedById: closedBy.id,
  closedByReference: closedBy.reference,
};

const accountsWithPlaces = (db: Database) =>
  db
    .select(accountFields)
    .from(accounts)
    .leftJoin(premises, eq(premises.id, accounts.premiseId))
    .leftJoin(complexes, eq(complexes.id, premises.complexId))
    .leftJoin(openedBy, eq(openedBy.id, accounts.openedByCaseId))
    .leftJoin(closedBy, eq(closedBy.id, accounts.closedByCaseId));

const countAccounts = async (db: Database, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(accounts).where(where))[0]?.n ?? 0;

/**
 * How many accounts a search matches, counting at most LIST_COUNT_LIMIT + 1, as the case lists do. With no order, the
 * planner takes the cheaper way to the first matches: the trigram indexes for a rare search, the table from its start
 * for a common one (a surname's first hundred matches lie in its first few thousand rows).
 */
async function boundedCount(db: Database, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1` })
    .from(accounts)
    .where(where)
    .limit(LIST_COUNT_LIMIT + 1)
    .as('matches');
  return (await db.select({ n: sql<number>`count(*)::int` }).from(matches))[0]?.n ?? 0;
}

/**
 * A search's page of ids: counted first, up to LIST_COUNT_LIMIT + 1, then the page found the way that count says.
 * - At most LIST_COUNT_LIMIT matches (`exact`): sorted by a key no index holds, the same value, so the planner finds
 *   the few matches through the trigram indexes (3+ characters: schema.ts) and sorts them. Walking the account
 *   number's index instead, filtering every account, costs what lies before the page's matches in number order, which
 *   the planner cannot know (186 ms for 25 matches among the open accounts, the newest and so the last numbers).
 * - More (`exact` false, `total` a lower bound): in plain number order, which the planner serves along the account
 *   number's index, filtered (the open accounts' own index for the open ones: schema.ts), or by sorting the matches
 *   when it expects few. The matches are dense, so a page of them lies close together, where finding and sorting all
 *   of a surname's 30,000 matches to count them took 100 ms at a million accounts
 *   (docs/performance/accounts-register.md).
 */
async function searchedPageIds(db: Database, where: SQL | undefined, request: PageRequest, offset: number) {
  const total = await boundedCount(db, where);
  const exact = total <= LIST_COUNT_LIMIT;
  if (exact && offset >= total) return { ids: [], total, exact };
  const findThenSort = exact && request.search.length >= 3;
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(
      asc(findThenSort ? sql`coalesce(${accounts.accountNumber}, ${accounts.accountNumber})` : accounts.accountNumber),
    )
    .limit(request.pageSize)
    .offset(offset);
  return { ids: rows.map((row) => row.id), total, exact };
}

/** Without a search: counted exactly, then the page along the account number's index. */
async function listedPageIds(db: Database, where: SQL | undefined, request: PageRequest, offset: number) {
  const total = await countAccounts(db, where);
  if (offset >= total) return { ids: [], total, exact: true };
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(asc(accounts.accountNumber))
    .limit(request.pageSize)
    .offset(offset);
  return { ids: rows.map((row) => row.id), total, exact: true };
}

/**
 * A page of the register, in account number order, and how many accounts match: exactly without a search; with one,
 * at most LIST_COUNT_LIMIT + 1 (`exact` false: more than LIST_COUNT_LIMIT matched). The page's ids are found first, so
 * only its rows are joined to their places and cases (docs/performance/accounts-register.md).
 */
export async function listAccountPage(db: Database, request: PageRequest) {
  const where = accountFilter(request);
  const offset = (request.page - 1) * request.pageSize;
  const { ids, total, exact } = request.search
    ? await searchedPageIds(db, where, request, offset)
    : await listedPageIds(db, where, request, offset);
  const items =
    ids.length === 0
      ? []
      : await accountsWithPlaces(db).where(inArray(accounts.id, ids)).orderBy(asc(accounts.accountNumber));
  return { items, total, exact };
}

/** The units file's rows after `afterId`, in the import's own columns (export for the round trip). */
export function unitExportBatch(db: Database, afterId: number, limit: number) {
  return db
    .select({
      id: premises.id,
      complexName: complexes.name,
      ...complexAddressFields,
      unitNumber: premises.unitNumber,
      premiseCode: premises.premise,
    })
    .from(premises)
    .innerJoin(complexes, eq(complexes.id, premises.complexId))
    .where(gt(premises.id, afterId))
    .orderBy(asc(premises.id))
    .limit(limit);
}

export function accountExportBatch(db: Database, afterId: number, limit: number) {
  return accountsWithPlaces(db).where(gt(accounts.id, afterId)).orderBy(asc(accounts.id)).limit(limit);
}
