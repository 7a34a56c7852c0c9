import type {
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationListRow,
} from '@protea/shared/schemas/admin-applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.js';
import { listApplicationsForExport, listApplicationsPage } from '../../db/repositories/admin-application-repository.js';
import { csvCell, saDateTime } from '../cases/csv-cells.js';

export const EXPORT_ROW_LIMIT = 50_000;

const applicantTypeOf = (kind: string) => (kind === 'business_application' ? 'business' : 'residential');

export async function listApplications(db: Database, query: ApplicationListQuery): Promise<ApplicationListResponse> {
  const { rows, total, byStatus } = await listApplicationsPage(db, query);
  return {
    applications: rows.map(
      (row): ApplicationListRow => ({
        id: row.id,
        appReference: row.reference,
        fullName: row.fullName,
        email: row.email,
        phone: row.phone,
        createdAt: row.createdAt.toISOString(),
        applicantType: applicantTypeOf(row.kind),
        status: row.status as ApplicationStatus,
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, byStatus[s] ?? 0])) as Record<
      ApplicationStatus,
      number
    >,
  };
}

/** The current filter in the current sort order, as a spreadsheet would open it. */
export async function exportApplicationsCsv(db: Database, query: ApplicationListQuery): Promise<string> {
  const rows = await listApplicationsForExport(db, query, EXPORT_ROW_LIMIT);
  return stringify(
    rows.map((row) => [
      row.reference,
      csvCell(row.fullName),
      csvCell(row.email),
      csvCell(row.phone),
      saDateTime.format(row.createdAt),
      applicantTypeOf(row.kind) === 'business' ? 'Business' : 'Residential',
      row.status,
      csvCell(row.complexName),
      csvCell(row.unitNumber),
    ]),
    {
      header: true,
      columns: ['Reference', 'Name', 'Email', 'Phone', 'Created (SAST)', 'Type', 'Status', 'Complex', 'Unit'],
    },
  );
}
