import type { ApplicationListQuery, ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  adminUsers,
  applicationEvents,
  applications,
  complexes,
  depositRules,
  documents,
  premises,
} from '../schema.js';
import { saBoundaries } from './sa-time-boundaries.js';

function dateCondition(filter: ApplicationListQuery['dateFilter']): SQL | undefined {
  const { today, yesterday } = saBoundaries();
  switch (filter) {
    case 'today':
      return gte(applications.createdAt, today);
    case 'yesterday':
      return and(gte(applications.createdAt, yesterday), lt(applications.createdAt, today));
    case 'last_week':
      return gte(applications.createdAt, sql`now() - interval '7 days'`);
    case 'last_month':
      return gte(applications.createdAt, sql`now() - interval '30 days'`);
    default:
      return undefined;
  }
}

const fullName = sql<string>`trim(coalesce(${applications.firstName}, '') || ' ' || coalesce(${applications.surname}, ''))`;

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Only a search that looks like a phone number searches phones, so "PM-2026-123" finds no phones.
  const digits = /^[+\d\s()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  return or(
    ilike(applications.reference, pattern),
    ilike(fullName, pattern),
    ilike(applications.email, pattern),
    // Phones are stored as +27...; "082 123" should find +2782123...
    digits.length >= 3 ? ilike(applications.cellPhone, `%${digits.replace(/^0/, '')}%`) : undefined,
  );
}

export function listFilter(query: ApplicationListQuery): SQL | undefined {
  return and(
    query.status ? eq(applications.status, query.status) : undefined,
    query.type ? eq(applications.isBusiness, query.type === 'business') : undefined,
    dateCondition(query.dateFilter),
    searchCondition(query.search),
  );
}

const SORT_COLUMNS = {
  createdAt: applications.createdAt,
  reference: applications.reference,
  name: fullName,
  status: applications.status,
} as const;

export async function listApplicationsPage(db: Database, query: ApplicationListQuery) {
  const where = listFilter(query);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: applications.id,
        reference: applications.reference,
        fullName,
        email: applications.email,
        phone: applications.cellPhone,
        createdAt: applications.createdAt,
        isBusiness: applications.isBusiness,
        status: applications.status,
      })
      .from(applications)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Every row of the filter, for the CSV export (bounded to protect the server). */
export function listApplicationsForExport(db: Database, query: ApplicationListQuery, limit: number) {
  return db
    .select({
      reference: applications.reference,
      fullName,
      email: applications.email,
      phone: applications.cellPhone,
      createdAt: applications.createdAt,
      isBusiness: applications.isBusiness,
      status: applications.status,
      complexName: applications.complexName,
      unitNumber: applications.unitNumber,
    })
    .from(applications)
    .where(listFilter(query))
    .orderBy(desc(applications.createdAt))
    .limit(limit);
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

export async function applicationStats(db: Database): Promise<ApplicationStats> {
  // Bound as parameters: computing the time-zone boundaries per row cost more than the counting.
  const { today, weekStart, monthStart } = saBoundaries();
  const [row] = await db
    .select({
      totalApplications: sql<number>`count(*)::int`,
      needsInfoApplications: countWhere(sql`${applications.status} = 'needsinfo'`),
      incompleteApplications: countWhere(sql`${applications.status} = 'incomplete'`),
      pendingApplications: countWhere(sql`${applications.status} = 'pending'`),
      approvedApplications: countWhere(sql`${applications.status} = 'approved'`),
      rejectedApplications: countWhere(sql`${applications.status} = 'rejected'`),
      completedApplications: countWhere(sql`${applications.status} = 'completed'`),
      archivedApplications: countWhere(sql`${applications.status} = 'archived'`),
      verifiedApplications: countWhere(sql`${applications.cellConfirmedAt} is not null`),
      applicationsToday: countWhere(sql`${applications.createdAt} >= ${today.toISOString()}`),
      applicationsThisWeek: countWhere(sql`${applications.createdAt} >= ${weekStart.toISOString()}`),
      applicationsThisMonth: countWhere(sql`${applications.createdAt} >= ${monthStart.toISOString()}`),
      residentialApplications: countWhere(sql`not ${applications.isBusiness}`),
      businessApplications: countWhere(sql`${applications.isBusiness}`),
    })
    .from(applications);
  return row!;
}

export function findApplicationByIdOrReference(db: Database, idOrReference: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrReference);
  return db.query.applications.findFirst({
    where: isUuid ? eq(applications.id, idOrReference) : eq(applications.reference, idOrReference.trim().toUpperCase()),
  });
}

export function listTimeline(db: Database, applicationId: string) {
  return db
    .select({
      at: applicationEvents.at,
      actorType: applicationEvents.actorType,
      adminName: adminUsers.displayName,
      kind: applicationEvents.kind,
      statusFrom: applicationEvents.statusFrom,
      statusTo: applicationEvents.statusTo,
      text: applicationEvents.text,
    })
    .from(applicationEvents)
    .leftJoin(adminUsers, eq(adminUsers.id, applicationEvents.adminId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

export async function findAdminDisplayName(db: Database, adminId: string | null): Promise<string | null> {
  if (!adminId) return null;
  const admin = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, adminId) });
  return admin?.displayName ?? null;
}

export async function findDepositRule(
  db: Database,
  applicantType: 'residential' | 'business',
  occupancy: 'owner' | 'tenant',
) {
  return db.query.depositRules.findFirst({
    where: and(eq(depositRules.applicantType, applicantType), eq(depositRules.occupancy, occupancy)),
  });
}

export function findComplexById(db: Database, id: number) {
  return db.query.complexes.findFirst({ where: eq(complexes.id, id) });
}

export function findPremiseByCode(db: Database, premise: string) {
  return db.query.premises.findFirst({ where: eq(premises.premise, premise) });
}

export async function setDocumentApproval(db: Database, documentId: string, isApproved: boolean, adminId: string) {
  await db
    .update(documents)
    .set({ isApproved, reviewedBy: adminId, reviewedAt: new Date() })
    .where(eq(documents.id, documentId));
}
