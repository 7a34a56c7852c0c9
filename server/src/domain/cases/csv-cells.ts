import { pipeline, Readable } from 'node:stream';
import { saDateTimeFormat } from '@protea/shared/sa-time';
import { stringify } from 'csv-stringify';

/** A phone number in E.164 (+ and digits only) cannot run as a formula; it is written as it is. */
const isPhoneNumber = (value: string) => /^\+\d{6,15}$/.test(value);

/** Cells that start like a formula are prefixed, so a spreadsheet never runs what a customer typed. */
export function csvCell(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) && !isPhoneNumber(value) ? `'${value}` : value;
}

/** The columns that name a case and its applicant in every kind's export, in this order. */
export const CASE_CSV_COLUMNS = ['Reference', 'Name', 'Email', 'Phone', 'Created (SAST)', 'Type'];

type NamedCase = {
  reference: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdAt: Date;
};

/** The cells of CASE_CSV_COLUMNS: what a customer typed defused, the time in Johannesburg. */
export function caseCells(row: NamedCase, isBusiness: boolean): string[] {
  return [
    row.reference,
    csvCell(row.name),
    csvCell(row.email),
    csvCell(row.phone),
    saDateTimeFormat.format(row.createdAt),
    isBusiness ? 'Business' : 'Residential',
  ];
}

/** The columns of the work on a case that every kind's export ends with (issue 39). */
export const CASE_WORK_CSV_COLUMNS = ['Due (SAST)', 'Overdue', 'Assigned To'];

/**
 * When the case is due, whether it is past that at `now` (the export's start, one instant for every row, as the list
 * counts it: closed cases have no due time and are never overdue), and who holds it.
 */
export function caseWorkCells(row: { dueAt: Date | null; assigneeName: string | null }, now: Date): string[] {
  return [
    row.dueAt ? saDateTimeFormat.format(row.dueAt) : '',
    row.dueAt !== null && row.dueAt.getTime() < now.getTime() ? 'Yes' : 'No',
    csvCell(row.assigneeName),
  ];
}

/**
 * A CSV file as a stream: the header line, then one line per row as `rows` yields them (the list's keyset batches),
 * so memory stays flat whatever the size and the first bytes leave before the last rows are read.
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, columns: string[], cells: (row: Row) => unknown[]): Readable {
  const out = stringify({ header: true, columns });
  pipeline(
    Readable.from(
      (async function* () {
        for await (const row of rows) yield cells(row);
      })(),
    ),
    out,
    () => {
      // A failure mid-way has already destroyed both streams; the client sees the download cut short.
    },
  );
  return out;
}
