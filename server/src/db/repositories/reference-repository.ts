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
  const match = search
    ? or(
        ilike(accounts.accountNumber, containing(search)),
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
 * A search's page of ids and its count from one statement (3+ characters, which the trigram indexes serve: schema.ts).
 * Its matches are sorted by a key no index holds, the same value, so the planner finds them through those indexes,
 * counts them and sorts them: walking the account number's index instead, filtering every account, costs what lies
 * before the page's matches in number order, which the planner cannot know (CIPC numbers from '2015/' among open
 * accounts, the newest and so the last numbers: 186 ms for 25 of 1,653 matches at a million accounts). One statement
 * reads the matches once, where a count and a page read them twice.
 */
async function searchedPageIds(db: Database, where: SQL | undefined, request: PageRequest, offset: number) {
  const rows = await db
    .select({ id: accounts.id, total: sql<number>`(count(*) over ())::int` })
    .from(accounts)
    .where(where)
    .orderBy(asc(sql`coalesce(${accounts.accountNumber}, ${accounts.accountNumber})`))
    .limit(request.pageSize)
    .offset(offset);
  // No row: nothing matched, or the page is past the last one (then counted on its own).
  const total = rows[0]?.total ?? (offset > 0 ? await countAccounts(db, where) : 0);
  return { ids: rows.map((row) => row.id), total };
}

/** Without a search, or with one too short for a trigram: counted, then the page along the account number's index. */
async function listedPageIds(db: Database, where: SQL | undefined, request: PageRequest, offset: number) {
  const total = await countAccounts(db, where);
  if (offset >= total) return { ids: [], total };
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(asc(accounts.accountNumber))
    .limit(request.pageSize)
    .offset(offset);
  return { ids: rows.map((row) => row.id), total };
}

/**
 * A page of the register, in account number order, and how many accounts match. The page's ids are found first, so
 * only its rows are joined to their places and cases (docs/performance/accounts-register.md).
 */
export async function listAccountPage(db: Database, request: PageRequest) {
  const where = accountFilter(request);
  const offset = (request.page - 1) * request.pageSize;
  const { ids, total } =
    request.search.length >= 3
      ? await searchedPageIds(db, where, request, offset)
      : await listedPageIds(db, where, request, offset);
  const items =
    ids.length === 0
      ? []
      : await accountsWithPlaces(db).where(inArray(accounts.id, ids)).orderBy(asc(accounts.accountNumber));
  return { items, total };
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
