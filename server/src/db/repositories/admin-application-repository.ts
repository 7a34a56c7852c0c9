import { APPLICATION_KINDS } from '@protea/shared/case-kinds';
import { normalizeRequestReference } from '@protea/shared/request-reference';
import type { ApplicationListQuery } from '@protea/shared/schemas/admin-applications';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accounts, adminUsers, applications, cases, complexes } from '../schema.js';
import { type ApplicationRow, findApplicationById, findApplicationByReference } from './application-repository.js';
import {
  type CaseListDefinition,
  caseExportFields,
  caseListFields,
  casesForExport,
  listCasePage,
} from './case-list-repository.js';

const exportFields = {
  ...caseExportFields,
  complexName: applications.complexName,
  unitNumber: applications.unitNumber,
  /** The account its completion opened (issue 39), found through the register's index on the opening case. */
  accountNo: sql<
    string | null
  >`(select ${accounts.accountNumber} from ${accounts} where ${accounts.openedByCaseId} = ${cases.id} order by ${accounts.id} limit 1)`,
};

/** The admin list of applications, residential and business. */
export const applicationList: CaseListDefinition<
  ApplicationListQuery['sort'],
  typeof caseListFields,
  typeof exportFields
> = {
  kinds: APPLICATION_KINDS,
  kindOfType: { residential: 'residential_application', business: 'business_application' },
  sorts: {
    createdAt: cases.createdAt,
    reference: cases.reference,
    name: cases.displayName,
    status: cases.status,
    dueAt: cases.dueAt,
  },
  own: { table: applications, id: applications.id },
  fields: { list: caseListFields, export: exportFields },
};

export const listApplicationsPage = (db: Database, query: ApplicationListQuery) =>
  listCasePage(db, applicationList, query);

export const applicationsForExport = (db: Database, query: ApplicationListQuery) =>
  casesForExport(db, applicationList, query);

export function findApplicationByIdOrReference(
  db: Database,
  idOrReference: string,
): Promise<ApplicationRow | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrReference);
  return isUuid
    ? findApplicationById(db, idOrReference)
    : findApplicationByReference(db, normalizeRequestReference(idOrReference, 'PM') ?? idOrReference.trim());
}

export async function findAdminDisplayName(db: Database, adminId: string | null): Promise<string | null> {
  if (!adminId) return null;
  const admin = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, adminId) });
  return admin?.displayName ?? null;
}

export function findComplexById(db: Database, id: number) {
  return db.query.complexes.findFirst({ where: eq(complexes.id, id) });
}
