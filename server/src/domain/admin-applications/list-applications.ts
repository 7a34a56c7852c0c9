import type {
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationListRow,
} from '@protea/shared/schemas/admin-applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import type { Database } from '../../db/client.js';
import { applicationsForExport, listApplicationsPage } from '../../db/repositories/admin-application-repository.js';
import { caseListAnswer } from '../cases/case-list-answer.js';
import { caseWorkOf } from '../cases/case-work.js';
import {
  CASE_CSV_COLUMNS,
  CASE_WORK_CSV_COLUMNS,
  caseCells,
  caseWorkCells,
  csvCell,
  csvStream,
} from '../cases/csv-cells.js';

const applicantTypeOf = (kind: string) => (kind === 'business_application' ? 'business' : 'residential');

export async function listApplications(db: Database, query: ApplicationListQuery): Promise<ApplicationListResponse> {
  const page = await listApplicationsPage(db, query);
  const workOf = await caseWorkOf(db, page.rows);
  return {
    ...caseListAnswer(page, query, APPLICATION_STATUSES),
    applications: page.rows.map(
      (row): ApplicationListRow => ({
        id: row.id,
        appReference: row.reference,
        fullName: row.name,
        email: row.email,
        phone: row.phone,
        createdAt: row.createdAt.toISOString(),
        applicantType: applicantTypeOf(row.kind),
        status: row.status as ApplicationStatus,
        ...workOf(row),
      }),
    ),
  };
}

/** The current filter in the current sort order, as a spreadsheet would open it, streamed. */
export function exportApplicationsCsv(db: Database, query: ApplicationListQuery) {
  const now = new Date();
  return csvStream(
    applicationsForExport(db, query),
    [...CASE_CSV_COLUMNS, 'Status', 'Complex', 'Unit', 'Account No', ...CASE_WORK_CSV_COLUMNS],
    (row) => [
      ...caseCells(row, applicantTypeOf(row.kind) === 'business'),
      row.status,
      csvCell(row.complexName),
      csvCell(row.unitNumber),
      csvCell(row.accountNo),
      ...caseWorkCells(row, now),
    ],
  );
}
