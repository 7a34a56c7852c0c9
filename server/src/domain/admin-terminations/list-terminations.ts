import { formatRand } from '@protea/shared/money';
import type {
  TerminationListQuery,
  TerminationListResponse,
  TerminationListRow,
} from '@protea/shared/schemas/admin-terminations';
import { TERMINATION_STATUSES, type TerminationStatus } from '@protea/shared/workflow/termination-workflow';
import type { Database } from '../../db/client.js';
import { listTerminationsPage, terminationsForExport } from '../../db/repositories/admin-termination-repository.js';
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

type Row = Awaited<ReturnType<typeof listTerminationsPage>>['rows'][number];

const typeOf = (kind: string) => (kind === 'business_termination' ? 'business' : 'residential');
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

/** A mismatch is something the register contradicts; nothing checked yet is no flag at all. */
function flagsOf(row: Row): TerminationListRow['flags'] {
  if (row.accountFound === null) return null;
  return {
    lateNotice: row.lateNotice === true,
    penaltyMayApply: row.penaltyMayApply === true,
    registerMismatch: row.accountFound === false || row.idMatches === false || row.premiseMatches === false,
    holderAwaiting: row.holderAnswer === 'awaiting',
    holderDenied: row.holderAnswer === 'denied',
  };
}

export async function listTerminations(db: Database, query: TerminationListQuery): Promise<TerminationListResponse> {
  const page = await listTerminationsPage(db, query);
  const workOf = await caseWorkOf(db, page.rows);
  return {
    ...caseListAnswer(page, query, TERMINATION_STATUSES),
    terminations: page.rows.map(
      (row): TerminationListRow => ({
        id: row.id,
        reference: row.reference,
        accountNo: row.accountNo,
        name: row.name,
        email: row.email,
        phone: row.phone,
        createdAt: row.createdAt.toISOString(),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        type: typeOf(row.kind),
        formType: row.formType,
        disconnectionDate: row.disconnectionDate,
        status: row.status as TerminationStatus,
        flags: flagsOf(row),
        ...workOf(row),
      }),
    ),
  };
}

/** The current filter in the current sort order, as a spreadsheet would open it, streamed. */
export function exportTerminationsCsv(db: Database, query: TerminationListQuery) {
  const now = new Date();
  return csvStream(
    terminationsForExport(db, query),
    [
      'Account No',
      ...CASE_CSV_COLUMNS,
      'Disconnection Date',
      'Status',
      'Complex',
      'Unit',
      'Account Found',
      'ID Matches',
      'Premise Matches',
      'Deposit Held',
      'Late Notice',
      'Penalty May Apply',
      'Refund Due',
      ...CASE_WORK_CSV_COLUMNS,
    ],
    (row) => {
      const flags = flagsOf(row);
      return [
        csvCell(row.accountNo),
        ...caseCells(row, typeOf(row.kind) === 'business'),
        row.disconnectionDate ?? 'Not Set',
        row.status,
        csvCell(row.complexName),
        csvCell(row.unitNumber),
        yesNo(row.accountFound),
        yesNo(row.idMatches),
        yesNo(row.premiseMatches),
        row.depositHeldCents === null ? '' : formatRand(row.depositHeldCents),
        yesNo(flags ? flags.lateNotice : null),
        yesNo(flags ? flags.penaltyMayApply : null),
        row.refundDueDate ?? '',
        ...caseWorkCells(row, now),
      ];
    },
  );
}
