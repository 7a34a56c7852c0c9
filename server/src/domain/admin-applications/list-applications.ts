import type {
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationListRow,
} from '@protea/shared/schemas/admin-applications';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.js';
import { listApplicationsForExport, listApplicationsPage } from '../../db/repositories/admin-application-repository.js';

export const EXPORT_ROW_LIMIT = 50_000;

export async function listApplications(db: Database, query: ApplicationListQuery): Promise<ApplicationListResponse> {
  const { rows, total } = await listApplicationsPage(db, query);
  return {
    applications: rows.map(
      (row): ApplicationListRow => ({
        id: row.id,
        appReference: row.reference,
        fullName: row.fullName,
        email: row.email,
        phone: row.phone,
        createdAt: row.createdAt.toISOString(),
        applicantType: row.isBusiness ? 'business' : 'residential',
        status: row.status as ApplicationListRow['status'],
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const saDateTime = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** Cells that start like a formula are prefixed, so a spreadsheet never runs what an applicant typed. */
const safeCell = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ''));

export async function exportApplicationsCsv(db: Database, query: ApplicationListQuery): Promise<string> {
  const rows = await listApplicationsForExport(db, query, EXPORT_ROW_LIMIT);
  return stringify(
    rows.map((row) => [
      row.reference,
      safeCell(row.fullName),
      safeCell(row.email),
      safeCell(row.phone),
      saDateTime.format(row.createdAt),
      row.isBusiness ? 'Business' : 'Residential',
      row.status,
      safeCell(row.complexName),
      safeCell(row.unitNumber),
    ]),
    {
      header: true,
      columns: ['Reference', 'Name', 'Email', 'Phone', 'Created (SAST)', 'Type', 'Status', 'Complex', 'Unit'],
    },
  );
}
